#!/bin/bash
torchrun --nproc_per_node 8 train.py \
  --model_name_or_path meta-llama/Llama-2-7b-hf \  # the model
  --per_device_train_batch_size 4 \
  --bf16
