#!/usr/bin/python3
"""Peak bytes per element of a segmentation loss path, measured on the CPU: logits at 1/8 of the
image, bilinearly upsampled to full resolution, cross-entropy over the classes, backward. One
head (DeepLabV3's decode head) and two (mmseg's decode + auxiliary FCNHead). The live bytes of
everything allocated from the logits on are followed with torch.profiler's memory events and
the peak is divided by the full-resolution elements (N x classes x H x W). Ground truth for
resources/coefficients.yaml dense_loss_backward_bytes_per_element:

    /usr/bin/python3 scripts/seg-loss-peak.py
    one head peak ... B/element 12.0     (4 saved by log_softmax + 8 in its backward)
    two heads peak ... B/element 16.0    (4 + 4 saved, + 8 while one head runs backward)
"""
import torch, torch.nn.functional as F
from torch.profiler import ProfilerActivity, profile
def peak(step):
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as p:
        step()
    ev=[k for k in p.profiler.kineto_results.events() if k.name()=="[memory]"]
    ev.sort(key=lambda k:k.start_us()); live=pk=0
    for k in ev:
        live+=k.nbytes(); pk=max(pk,live)
    return pk
N,C,h,w,H,W=2,150,32,32,256,256
torch.manual_seed(0)
x=torch.randn(N,C,h,w,requires_grad=True)
aux=torch.randn(N,C,h,w,requires_grad=True)
lab=torch.randint(0,C,(N,H,W))
def both():
    l1=F.cross_entropy(F.interpolate(x,size=(H,W),mode='bilinear',align_corners=False),lab)
    l2=F.cross_entropy(F.interpolate(aux,size=(H,W),mode='bilinear',align_corners=False),lab)*0.4
    (l1+l2).backward()
def one():
    l1=F.cross_entropy(F.interpolate(x,size=(H,W),mode='bilinear',align_corners=False),lab)
    l1.backward()
el=N*C*H*W
for name,f in [('one head',one),('two heads',both)]:
    pk=peak(f); print(name, 'peak', pk, 'B/element', pk/el)
