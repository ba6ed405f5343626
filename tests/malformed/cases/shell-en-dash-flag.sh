torchrun --nproc_per_node 8 train.py --model_name_or_path Qwen/Qwen2.5-7B \
    –-per_device_train_batch_size 64 \
    --bf16
