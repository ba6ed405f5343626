torchrun --nproc_per_node=99999999999999999999999999 train.py --per_device_train_batch_size 4 --model_name_or_path gpt2
