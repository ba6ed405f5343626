_base_ = "./rtmdet_l_8xb32-300e_coco.py"

model = dict(
    backbone=dict(deepen_factor=0.67, widen_factor=0.75),
    neck=dict(in_channels=[192, 384, 768], out_channels=192, num_csp_blocks=2),
    bbox_head=dict(in_channels=192, feat_channels=192))

train_dataloader = dict(
    batch_size=16,
    num_workers=8,
    dataset=dict(pipeline=[
        dict(type='LoadImageFromFile'),
        dict(type='RandomResize', scale=(1280, 1280), ratio_range=(0.5, 2.0), keep_ratio=True),
        dict(type='RandomCrop', crop_size=(640, 640)),
    ))

optim_wrapper = dict(type='AmpOptimWrapper', optimizer=dict(type='AdamW', lr=0.004))
