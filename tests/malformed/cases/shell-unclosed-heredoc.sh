#!/bin/bash
cat > ds.json <<EOF
{"train_micro_batch_size_per_gpu": 4}
torchrun --nproc_per_node 8 train.py --per_device_train_batch_size 4
