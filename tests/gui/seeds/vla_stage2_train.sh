# Seed 001 (stage-2 VLA training): the launch command of the note.
torchrun --nproc_per_node=4 \
    training/A5st_VLA_TRAIN_Diffusion_with_sensor.py \
    --dataset_dir /home/najo/NAS/VLA/dataset \
    --training-stage stage2 \
    --stage1-checkpoint checkpoints/diffusion_epoch20.pt \
    --finetune-vl lora \
    --lora-r 8 \
    --lora-alpha 16 \
    --lora-dropout 0.05 \
    --epochs 10 \
    --batch_size 2 \
    --grad_accum 16 \
    --lr 1e-4 \
    --vl-lr 1e-5
