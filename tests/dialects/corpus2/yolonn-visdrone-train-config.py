config = {
    'hyp': 'data/hyps/hyp.scratch-vis.yaml',
    'cfg':  'cfg/yolonn-vis.yaml',
    'data': 'data/VisDrone.yaml',
    'amp': True,
    'batch-size': 8,
    'weights': '',
    'project': 'run/train/l',
    'name': 'yolonn-vis-org-tood_ciou_640',
    'model-scale': 'l',
    'iou': 'CIoU',
    'optimizer': 'SGD',
    'detector': 'TOOD',
    'epochs': 600,
    'cos-lr': True,
    'low-gpu-mem': True,
    'imgsz': 640,



}