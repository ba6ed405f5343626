#!/bin/bash
# A comment between flags in backticks, which bash closes on its own line
torchrun --nproc_per_node 4 \
    ` # four GPUs: one node ` \
    train.py --per_device_train_batch_size 2
