#!/bin/bash
NGPU=$(nvidia-smi -L | wc -l
torchrun --nproc_per_node $NGPU train.py
