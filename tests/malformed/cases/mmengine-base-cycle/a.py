_base_ = ['./b.py']
train_dataloader = dict(batch_size=4)
