model = dict(type="RTMDet")
if True:
    train_dataloader = dict(batch_size=8)
	train_dataloader = dict(batch_size=64)
