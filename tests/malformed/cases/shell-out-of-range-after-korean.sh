torchrun --nproc_per_node=8 train.py --설명 "한국어" --batch_size -3
