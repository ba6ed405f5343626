#!/bin/bash
# in case the training stalls or crashes, loop to resume
while true; do
    if [ -f "$done_file" ]; then
        break
    fi
    torchrun --nproc_per_node 8 train_gpt2.py --batch_size 16
