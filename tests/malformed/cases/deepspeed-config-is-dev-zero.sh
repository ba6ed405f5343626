deepspeed train.py --deepspeed /dev/zero --per_device_train_batch_size 4 --model_name_or_path meta-llama/Llama-3.1-8B
