#!/bin/bash
TRAIN_ARGS=(
    --batch_size 1
    --mixed_precision "bf16
)
accelerate launch train.py "${TRAIN_ARGS[@]}"
