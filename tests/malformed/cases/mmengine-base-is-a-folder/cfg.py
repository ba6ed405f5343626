_base_ = ['./_base_']
train_dataloader = dict(batch_size=2)
