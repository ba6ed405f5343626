"""A small stand-in for seed 002's video deblurring transformer: frames and a spike voxel grid
are patch-embedded, a few spatio-temporal transformer blocks mix them, a head predicts the
sharp frames (the shape of a spiking deblurring transformer, scaled down)."""
import torch
from torch import nn


class VideoDeblur(nn.Module):
    def __init__(self, channels=3, spike_bins=8, dim=64, depth=2, heads=4, patch=8):
        super().__init__()
        self.patch = patch
        self.embed = nn.Conv3d(channels + spike_bins, dim, (1, patch, patch), stride=(1, patch, patch))
        layer = nn.TransformerEncoderLayer(dim, heads, 4 * dim, dropout=0.0, batch_first=True)
        self.blocks = nn.TransformerEncoder(layer, depth)
        self.head = nn.ConvTranspose3d(dim, channels, (1, patch, patch), stride=(1, patch, patch))

    def forward(self, blur, spikes):  # blur (B, C, T, H, W), spikes (B, S, T, H, W)
        x = self.embed(torch.cat([blur, spikes], dim=1))
        b, d, t, h, w = x.shape
        x = self.blocks(x.flatten(2).transpose(1, 2))
        x = x.transpose(1, 2).reshape(b, d, t, h, w)
        return blur + self.head(x)


def build(**kwargs):
    return VideoDeblur(**kwargs)
