#!/bin/bash
# Fine-tune on 4 GPUs
NGPU=4

torchrun --nproc_per_node=$NGPU train.py \
    --model_name_or_path meta-llama/Llama-2-7b-hf \
    --per_device_train_batch_size 4 \
    --gradient_accumulation_steps 8 \
    --bf16 True \
    --gradient_checkpointing \
    --dataloader_num_workers 4
