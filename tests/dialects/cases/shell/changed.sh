#!/bin/bash
# Fine-tune on 4 GPUs
NGPU=8

torchrun --nproc_per_node=$NGPU train.py \
    --model_name_or_path meta-llama/Llama-2-7b-hf \
    --per_device_train_batch_size 2 \
    --gradient_accumulation_steps 8 \
    --bf16 True \
    --gradient_checkpointing
