"""A small stand-in for seed 000's point-cloud flow policy: a PointNet encoder of the observed
point clouds conditioning a 1-D U-Net over the action horizon (PointFlowMatch's shape, scaled down)."""
import torch
from torch import nn


class PointNet(nn.Module):
    def __init__(self, embed=64):
        super().__init__()
        self.mlp = nn.Sequential(nn.Conv1d(3, 32, 1), nn.ReLU(),
                                 nn.Conv1d(32, embed, 1), nn.ReLU(), nn.Conv1d(embed, embed, 1))

    def forward(self, points):  # (B, T, P, 3)
        b, t, p, c = points.shape
        x = self.mlp(points.reshape(b * t, p, c).transpose(1, 2))
        return x.max(dim=2).values.reshape(b, t * x.shape[1])


class Block1d(nn.Module):
    def __init__(self, cin, cout, cond):
        super().__init__()
        self.conv1 = nn.Conv1d(cin, cout, 3, padding=1)
        self.norm1 = nn.GroupNorm(8, cout)
        self.film = nn.Linear(cond, 2 * cout)
        self.conv2 = nn.Conv1d(cout, cout, 3, padding=1)
        self.norm2 = nn.GroupNorm(8, cout)
        self.skip = nn.Conv1d(cin, cout, 1) if cin != cout else nn.Identity()

    def forward(self, x, cond):
        h = torch.nn.functional.silu(self.norm1(self.conv1(x)))
        scale, shift = self.film(cond).unsqueeze(-1).chunk(2, dim=1)
        h = h * (1 + scale) + shift
        h = torch.nn.functional.silu(self.norm2(self.conv2(h)))
        return h + self.skip(x)


class PointFlowPolicy(nn.Module):
    def __init__(self, obs_steps=2, action_dim=10, down_dims=(32, 64, 128), embed=64):
        super().__init__()
        self.encoder = PointNet(embed)
        cond = obs_steps * embed + 1
        dims = [action_dim] + list(down_dims)
        self.down = nn.ModuleList(Block1d(a, b, cond) for a, b in zip(dims[:-1], dims[1:]))
        ups, width = [], dims[-1]
        for skip in reversed(dims[1:-1]):
            ups.append(Block1d(width + skip, skip, cond))
            width = skip
        self.up = nn.ModuleList(ups)
        self.head = nn.Conv1d(dims[1], action_dim, 1)

    def forward(self, points, actions, t=None):  # actions (B, horizon, action_dim)
        b = points.shape[0]
        t = torch.zeros(b, 1, device=points.device, dtype=points.dtype) if t is None else t
        cond = torch.cat([self.encoder(points), t], dim=1)
        x = actions.transpose(1, 2)
        skips = []
        for i, block in enumerate(self.down):
            x = block(x, cond)
            if i < len(self.down) - 1:
                skips.append(x)
        for block in self.up:
            x = block(torch.cat([x, skips.pop()], dim=1), cond)
        return self.head(x).transpose(1, 2)


def build(**kwargs):
    return PointFlowPolicy(**kwargs)
