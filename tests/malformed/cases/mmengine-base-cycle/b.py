_base_ = './a.py'
optim_wrapper = dict(type='OptimWrapper', optimizer=dict(type='SGD', lr=0.02))
