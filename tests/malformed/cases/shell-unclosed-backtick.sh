#!/bin/bash
torchrun --nproc_per_node 4 \
    `# never closed \
    train.py --per_device_train_batch_size 2
