#!/bin/bash
python train.py \
  --batch_size 8 \
  --run_name "first try
