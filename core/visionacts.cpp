#include "visionacts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

namespace headroom {

namespace {

// A tensor of the walk: its shape (per micro-batch), element size, whether autograd tracks it,
// and whether an op has already saved it (a storage is kept once however many ops save it).
struct Tensor {
    double n = 1, c = 0;
    int t = 1, h = 1, w = 1;
    int bytes = 4;
    bool grad = false;
    bool saved = false;
    double elems() const { return n * c * t * h * w; }
};

using T = int; // index of a tensor in the walk

struct Kernel {
    int t = 1, h = 1, w = 1;
};

int convOut(int in, int k, int stride, int pad, int dilation = 1)
{
    return std::max(1, (in + 2 * pad - dilation * (k - 1) - 1) / stride + 1); // a tiny input still has one cell
}

// The walk: ops append tensors and add what autograd saves for backward.
// Rules (tools/autograd/derivatives.yaml and the ops' forward code):
//   conv / linear        keep their input (a 16-bit copy of it under autocast)
//   batch_norm           keeps its input (+ per-channel mean and invstd)
//   FrozenBatchNorm2d    x * scale + bias: nothing of activation size
//   layer_norm/group_norm keep their input (fp32 under autocast) + per-row mean and rstd
//   relu / relu_         keep their result (in place: the input's storage)
//   gelu                 keeps its input
//   max_pool             keeps its input and int64 indices of its output's size
//   softmax, log_softmax keep their result; sigmoid its result
//   dropout              CUDA: a byte mask; CPU: a noise tensor of the input's dtype; p = 0: nothing
//   add, cat, views, nearest/bilinear upsampling: nothing
class Walk {
public:
    Walk(bool amp, bool cpu) : m_amp(amp), m_cpu(cpu) {}

    double saved = 0, params = 0, trainable = 0;
    double backwardTransient = 0; // (VisionActivations::backwardTransient)
    std::array<double, 4> parts{}; // backbone, neck, heads, loss
    int part = 0;

    T input(double n, double c, int t, int h, int w)
    {
        const T x = make(n, c, t, h, w, 4, false); // the batch: counted as the batch, not here
        m_ts.back().saved = true;
        return x;
    }
    Tensor &operator[](T x) { return m_ts[static_cast<size_t>(x)]; }

    T make(double n, double c, int t, int h, int w, int bytes, bool grad)
    {
        Tensor x;
        x.n = n;
        x.c = c;
        x.t = t;
        x.h = h;
        x.w = w;
        x.bytes = bytes;
        x.grad = grad;
        m_ts.push_back(x);
        return static_cast<T>(m_ts.size() - 1);
    }
    T like(T x, double c, int bytes, bool grad)
    {
        const Tensor s = m_ts[static_cast<size_t>(x)];
        return make(s.n, c, s.t, s.h, s.w, bytes, grad);
    }
    void add(double bytes)
    {
        saved += bytes;
        parts[static_cast<size_t>(part)] += bytes;
    }
    void save(T x)
    {
        Tensor &s = (*this)[x];
        if (!s.saved) {
            add(s.elems() * s.bytes);
            s.saved = true;
        }
    }
    // What a matmul-like op keeps of its input: the input itself, or under autocast a 16-bit
    // copy when the input is fp32 (a copy per op: autocast caches only casts of leaf weights).
    void saveLow(T x)
    {
        if (m_amp && (*this)[x].bytes == 4)
            add((*this)[x].elems() * 2);
        else
            save(x);
    }
    // An op autocast runs in fp32 keeps an fp32 copy of a 16-bit input.
    void saveFp32(T x)
    {
        if (m_amp && (*this)[x].bytes == 2)
            add((*this)[x].elems() * 4);
        else
            save(x);
    }
    // (while `reusing`, layers run again with weights already counted: HTC's earlier mask heads)
    bool reusing = false;
    void addParams(double p, bool train)
    {
        if (reusing)
            return;
        params += p;
        if (train)
            trainable += p;
    }
    int lowBytes() const { return m_amp ? 2 : 4; }
    bool cpu() const { return m_cpu; }

    T conv(T x, double out, Kernel k, Kernel stride, Kernel pad, Kernel dil, int groups, bool bias, bool train)
    {
        const Tensor in = (*this)[x];
        addParams(out * (in.c / groups) * k.t * k.h * k.w + (bias ? out : 0), train);
        const bool grad = in.grad || train;
        if (grad)
            saveLow(x);
        return make(in.n, out, convOut(in.t, k.t, stride.t, pad.t, dil.t), convOut(in.h, k.h, stride.h, pad.h, dil.h),
                    convOut(in.w, k.w, stride.w, pad.w, dil.w), lowBytes(), grad);
    }
    T conv2d(T x, double out, int k, int stride, int pad, bool bias, bool train, int groups = 1, int dil = 1)
    {
        return conv(x, out, {1, k, k}, {1, stride, stride}, {0, pad, pad}, {1, dil, dil}, groups, bias, train);
    }
    // A stride-2 ConvTranspose2d that doubles the map: kernel 2 (the mask head's upsampling),
    // or kernel 4 with padding 1 (the keypoint head's heatmaps).
    T deconv2x(T x, double out, bool train, int kernel = 2)
    {
        const Tensor in = (*this)[x];
        addParams(in.c * out * kernel * kernel + out, train);
        const bool grad = in.grad || train;
        if (grad)
            saveLow(x);
        return make(in.n, out, in.t, in.h * 2, in.w * 2, lowBytes(), grad);
    }
    T linear(T x, double out, bool bias, bool train)
    {
        const Tensor in = (*this)[x];
        addParams(out * in.c + (bias ? out : 0), train);
        const bool grad = in.grad || train;
        if (grad)
            saveLow(x);
        return like(x, out, lowBytes(), grad);
    }
    // `frozenStats`: FrozenBatchNorm2d (buffers, x * scale + bias); `train`: weight and bias train.
    T batchNorm(T x, bool frozenStats, bool train)
    {
        const Tensor in = (*this)[x];
        if (frozenStats)
            return like(x, in.c, in.bytes, in.grad);
        addParams(2 * in.c, train);
        if (!train && !in.grad)
            return like(x, in.c, in.bytes, false); // nothing needs its gradient
        save(x);
        add(2 * in.c * 4); // save_mean, save_invstd
        return like(x, in.c, in.bytes, true);
    }
    T groupNorm(T x, int groups, bool train = true)
    {
        const Tensor in = (*this)[x];
        addParams(2 * in.c, train);
        if (!train && !in.grad)
            return like(x, in.c, 4, false); // a frozen stage whose input needs no gradient
        saveFp32(x);
        add(2 * in.n * groups * 4);
        return like(x, in.c, 4, true);
    }
    T layerNorm(T x)
    {
        const Tensor in = (*this)[x];
        addParams(2 * in.c, true);
        saveFp32(x);
        add(2 * in.elems() / in.c * 4);
        return like(x, in.c, 4, true);
    }
    // ReLU6 in place (hardtanh_): its backward reads the input, so autograd keeps a clone of it
    // (the in-place op's original self); the result is what the next layer keeps.
    T relu6InPlace(T x)
    {
        const Tensor in = (*this)[x];
        if (in.grad)
            add(in.elems() * in.bytes);
        return x;
    }
    T reluInPlace(T x)
    {
        if ((*this)[x].grad)
            save(x);
        return x;
    }
    T relu(T x)
    {
        const Tensor in = (*this)[x];
        const T out = like(x, in.c, in.bytes, in.grad);
        if (in.grad)
            save(out);
        return out;
    }
    T gelu(T x)
    {
        const Tensor in = (*this)[x];
        if (in.grad)
            save(x);
        return like(x, in.c, in.bytes, in.grad);
    }
    T dropout(T x, double p)
    {
        const Tensor in = (*this)[x];
        if (p <= 0 || !in.grad)
            return x;
        add(in.elems() * (m_cpu ? in.bytes : 1));
        return like(x, in.c, in.bytes, true);
    }
    // Dropout2d (mmseg's decode heads): the input times a per-channel noise of N x C x 1 x 1,
    // which mul keeps; the output is a new tensor.
    T featureDropout(T x)
    {
        const Tensor in = (*this)[x];
        if (!in.grad)
            return x;
        add(in.n * in.c * in.bytes);
        return like(x, in.c, in.bytes, true);
    }
    // BatchNorm in eval mode (mmdet's norm_eval) on a path that needs a gradient: the batch-norm
    // node keeps its input (its backward formula takes it, used or not); no batch statistics.
    T batchNormEval(T x, bool train)
    {
        const Tensor in = (*this)[x];
        addParams(2 * in.c, train);
        if (!train && !in.grad)
            return like(x, in.c, in.bytes, false);
        save(x);
        return like(x, in.c, in.bytes, true);
    }
    // (timeStride: a 3D pool's temporal stride over frames walked as images of the batch: n / it)
    T maxPool2d(T x, int k, int stride, int pad, double timeStride = 1)
    {
        const Tensor in = (*this)[x];
        const T out = make(in.n / timeStride, in.c, in.t, convOut(in.h, k, stride, pad), convOut(in.w, k, stride, pad),
                           in.bytes, in.grad);
        if (in.grad) {
            save(x);
            add((*this)[out].elems() * 8); // int64 indices
        }
        return out;
    }
    // max_pool3d keeps its input and int64 indices of its output
    T maxPool3d(T x, Kernel k, Kernel stride, Kernel pad)
    {
        const Tensor in = (*this)[x];
        const T out = make(in.n, in.c, convOut(in.t, k.t, stride.t, pad.t), convOut(in.h, k.h, stride.h, pad.h),
                           convOut(in.w, k.w, stride.w, pad.w), in.bytes, in.grad);
        if (in.grad) {
            save(x);
            add((*this)[out].elems() * 8);
        }
        return out;
    }
    T addTensors(T a, T b)
    {
        const Tensor x = (*this)[a];
        return like(a, x.c, std::max(x.bytes, (*this)[b].bytes), x.grad || (*this)[b].grad);
    }
    T resized(T x, int h, int w)
    {
        const Tensor in = (*this)[x];
        return make(in.n, in.c, in.t, h, w, in.bytes, in.grad);
    }
    // log_softmax keeps its fp32 result; nll_loss its int64 target.
    void crossEntropy(T logits, double targetElems)
    {
        add((*this)[logits].elems() * 4 + targetElems * 8);
    }

private:
    bool m_amp, m_cpu;
    std::vector<Tensor> m_ts;
};

// ---------------------------------------------------------------- ResNet family

struct ResNetOut {
    T c2 = -1, c3 = -1, c4 = -1, c5 = -1;
};

std::array<int, 4> resnetBlocks(int depth)
{
    switch (depth) {
    case 18: return {2, 2, 2, 2};
    case 34:
    case 50: return {3, 4, 6, 3};
    case 101: return {3, 4, 23, 3};
    case 152: return {3, 8, 36, 3};
    default: return {3, 4, 6, 3};
    }
}

// The backbone's BatchNorm as the run uses it: trained (per-batch statistics), FrozenBatchNorm2d
// (detectron2 and torchvision detectors: x * scale + bias, keeps nothing), or mmdet's BatchNorm
// in eval mode (norm_eval), whose affine trains unless the config is caffe style.
T backboneNorm(Walk &g, T x, const VisionNet &net, bool train)
{
    if (net.groupNorm)
        return g.groupNorm(x, 32, train);
    if (net.evalBatchNorm)
        return g.batchNormEval(x, train && !net.caffeStyle);
    return g.batchNorm(x, net.frozenBatchNorm, train);
}

// TSM's shift of a block's input (a new tensor: the concatenated, shifted channel folds), else x.
T shifted(Walk &g, T x, const VisionNet &net)
{
    return net.temporalShift ? g.like(x, g[x].c, g[x].bytes, g[x].grad) : x;
}

T basicBlock(Walk &g, T x, double planes, int stride, const VisionNet &net, bool train)
{
    const double inC = g[x].c;
    T y = g.reluInPlace(backboneNorm(g, g.conv2d(shifted(g, x, net), planes, 3, stride, 1, false, train), net, train));
    y = backboneNorm(g, g.conv2d(y, planes, 3, 1, 1, false, train), net, train);
    T identity = x;
    if (stride != 1 || inC != planes)
        identity = backboneNorm(g, g.conv2d(x, planes, 1, stride, 0, false, train), net, train);
    return g.reluInPlace(g.addTensors(y, identity));
}

// torchvision's Bottleneck (stride on the 3x3); mmdet's caffe style puts it on the first 1x1.
T bottleneck(Walk &g, T x, double planes, int stride, int dilation, const VisionNet &net, bool train, double timeStride = 1)
{
    const double width = planes * (net.widthPerGroup / 64.0) * net.groups;
    const double inC = g[x].c;
    const int s1 = net.caffeStyle ? stride : 1, s2 = net.caffeStyle ? 1 : stride;
    const int groups = net.channelSeparated ? static_cast<int>(width) : net.groups;
    T y = g.reluInPlace(backboneNorm(g, g.conv2d(shifted(g, x, net), width, 1, s1, 0, false, train), net, train));
    T strided = g.conv2d(y, width, 3, s2, dilation, false, train, groups, dilation);
    g[strided].n /= timeStride; // (the 3x3x3 conv's temporal stride over frames walked as images)
    y = g.reluInPlace(backboneNorm(g, strided, net, train));
    y = backboneNorm(g, g.conv2d(y, planes * 4, 1, 1, 0, false, train), net, train);
    T identity = x;
    if (stride != 1 || inC != planes * 4 || timeStride != 1) {
        T down = g.conv2d(x, planes * 4, 1, stride, 0, false, train);
        g[down].n /= timeStride;
        identity = backboneNorm(g, down, net, train);
    }
    return g.reluInPlace(g.addTensors(y, identity));
}

// torchvision.models.resnet: stem, four stages; from stage `dilateFrom` (0-based) on, strides
// become dilation: 2 gives output stride 8 (DeepLab and FCN), 3 a dilated res5 (DC5), 4 none.
ResNetOut resnet(Walk &g, T x, const VisionNet &net, int dilateFrom, int stagesToRun = 4)
{
    const bool basic = net.depth < 50;
    const bool stemTrain = net.frozenStages < 0;
    T y = x;
    if (net.openmmlab) {
        // mmseg's ResNetV1c deep stem: 3x3 convs of 32 (stride 2), 32 and 64 channels, BN, ReLU(inplace).
        for (const auto &[out, stride] : {std::pair{32, 2}, std::pair{32, 1}, std::pair{64, 1}})
            y = g.reluInPlace(backboneNorm(g, g.conv2d(y, out, 3, stride, 1, false, stemTrain), net, stemTrain));
    } else {
        T stem = g.conv2d(x, 64, 7, 2, 3, false, stemTrain);
        g[stem].n /= net.inflatedTimeStrides[0]; // (a clip's frames as images: the conv's temporal stride)
        y = g.reluInPlace(backboneNorm(g, stem, net, stemTrain));
    }
    y = g.maxPool2d(y, 3, 2, 1, net.inflatedTimeStrides[1]);
    const std::array<int, 4> blocks = resnetBlocks(net.depth);
    ResNetOut out;
    int dilation = 1;
    for (int stage = 0; stage < stagesToRun; ++stage) {
        const bool train = stage + 1 > net.frozenStages;
        const double planes = 64.0 * (1 << stage);
        int stride = stage == 0 ? 1 : 2;
        int previousDilation = dilation;
        if (stage >= dilateFrom) {
            dilation *= stride;
            stride = 1;
        }
        for (int b = 0; b < blocks[static_cast<size_t>(stage)]; ++b) {
            if (basic)
                y = basicBlock(g, y, planes, b == 0 ? stride : 1, net, train);
            else
                y = bottleneck(g, y, planes, b == 0 ? stride : 1, b == 0 ? previousDilation : dilation, net, train,
                               b == 0 ? net.stageTimeStrides[static_cast<size_t>(stage)] : 1);
        }
        if (stage == 0 && net.inflatedTimeStrides[2] > 1) // ResNet3d's pool2: a 2x1x1 max pool
            y = g.maxPool2d(y, 1, 1, 0, net.inflatedTimeStrides[2]);
        (stage == 0 ? out.c2 : stage == 1 ? out.c3 : stage == 2 ? out.c4 : out.c5) = y;
    }
    return out;
}

// ---------------------------------------------------------------- MobileNetV2

// torchvision.models.mobilenet_v2 (Sandler et al. 2018): a 3x3 stem of 32, inverted residual
// blocks (expansion t, width c, n blocks, first stride s), a 1x1 conv to 1280. Each conv is
// followed by BatchNorm and, but for the projection, ReLU6 in place (hardtanh_: a clone of its
// input is kept, the next conv keeps its result); a block adds its input when stride and width
// allow (the add keeps nothing).
T mobileNetV2(Walk &g, T x)
{
    auto convBn = [&](T in, double out, int k, int stride, int groups, bool act) {
        T y = g.batchNorm(g.conv2d(in, out, k, stride, k / 2, false, true, groups), false, true);
        return act ? g.relu6InPlace(y) : y;
    };
    static const int settings[][4] = {{1, 16, 1, 1}, {6, 24, 2, 2}, {6, 32, 3, 2}, {6, 64, 4, 2},
                                      {6, 96, 3, 1}, {6, 160, 3, 2}, {6, 320, 1, 1}};
    T y = convBn(x, 32, 3, 2, 1, true);
    double inC = 32;
    for (const auto &[t, c, n, s] : settings) {
        for (int i = 0; i < n; ++i) {
            const int stride = i == 0 ? s : 1;
            const double hidden = std::round(inC * t);
            T z = t != 1 ? convBn(y, hidden, 1, 1, 1, true) : y;
            z = convBn(z, hidden, 3, stride, static_cast<int>(hidden), true);
            z = convBn(z, c, 1, 1, 1, false);
            y = stride == 1 && inC == c ? g.addTensors(y, z) : z;
            inC = c;
        }
    }
    return convBn(y, 1280, 1, 1, 1, true);
}

// ---------------------------------------------------------------- video ResNets

T videoConv(Walk &g, T x, double out, Kernel k, Kernel stride, Kernel pad)
{
    return g.conv(x, out, k, stride, pad, {1, 1, 1}, 1, false, true);
}

// torchvision.models.video.resnet: BasicStem / R2Plus1dStem, BasicBlocks of Conv3DSimple,
// Conv3DNoTemporal or Conv2Plus1D.
T videoResnet(Walk &g, T x, const VisionNet &net)
{
    using B = VisionNet::Backbone;
    T y;
    if (net.backbone == B::Video2plus1d) {
        // mmcv's Conv2plus1d: 3 × (3 × 64 × 7 × 7) / (3 × 7 × 7 + 3 × 64) = 83 between the convs
        const double stemMid = net.videoStemPool ? 83 : 45;
        y = g.reluInPlace(g.batchNorm(videoConv(g, x, stemMid, {1, 7, 7}, {1, 2, 2}, {0, 3, 3}), false, true));
        y = g.reluInPlace(g.batchNorm(videoConv(g, y, 64, {3, 1, 1}, {1, 1, 1}, {1, 0, 0}), false, true));
    } else {
        y = g.reluInPlace(g.batchNorm(videoConv(g, x, 64, {3, 7, 7}, {1, 2, 2}, {1, 3, 3}), false, true));
    }
    // Conv2Plus1D's middle width comes from the block's input and output widths, for both convs.
    auto convBlock = [&](T in, double mid, double outC, int s, int stage) {
        if (net.backbone == B::Video2plus1d) {
            T m = g.reluInPlace(g.batchNorm(videoConv(g, in, mid, {1, 3, 3}, {1, s, s}, {0, 1, 1}), false, true));
            return videoConv(g, m, outC, {3, 1, 1}, {s, 1, 1}, {1, 0, 0});
        }
        if (net.backbone == B::VideoMixed3d && stage > 0)
            return videoConv(g, in, outC, {1, 3, 3}, {1, s, s}, {0, 1, 1});
        return videoConv(g, in, outC, {3, 3, 3}, {s, s, s}, {1, 1, 1});
    };
    if (net.videoStemPool)
        y = g.maxPool2d(y, 3, 2, 1);
    const std::array<int, 4> blocks = net.depth == 34 ? std::array<int, 4>{3, 4, 6, 3} : std::array<int, 4>{2, 2, 2, 2};
    double inC = 64;
    for (int stage = 0; stage < 4; ++stage) {
        const double planes = 64.0 * (1 << stage);
        for (int b = 0; b < blocks[static_cast<size_t>(stage)]; ++b) {
            const int s = b == 0 && stage > 0 ? 2 : 1;
            const double mid = std::floor(inC * planes * 27 / (inC * 9 + 3 * planes));
            T z = g.reluInPlace(g.batchNorm(convBlock(y, mid, planes, s, stage), false, true));
            z = g.batchNorm(convBlock(z, mid, planes, 1, stage), false, true);
            T identity = y;
            if (s != 1 || inC != planes) {
                const int ts = net.backbone == B::VideoMixed3d && stage > 0 ? 1 : s;
                identity = g.batchNorm(videoConv(g, y, planes, {1, 1, 1}, {ts, s, s}, {0, 0, 0}), false, true);
            }
            y = g.reluInPlace(g.addTensors(z, identity));
            inC = planes;
        }
    }
    return y;
}

// mmaction2's C3D: ConvModules (3x3x3 conv with bias, ReLU in place) 64, 128, 2 x 256, 2 x 512,
// 2 x 512, max pools (1,2,2) then (2,2,2) (the last padded (0,1,1)), the flattened map through
// fc6 and fc7 (4096, ReLU not in place, dropout 0.5 after fc6).
T c3d(Walk &g, T x)
{
    auto cm = [&](T y, double out) { return g.reluInPlace(g.conv(y, out, {3, 3, 3}, {1, 1, 1}, {1, 1, 1}, {1, 1, 1}, 1, true, true)); };
    T y = g.maxPool3d(cm(x, 64), {1, 2, 2}, {1, 2, 2}, {0, 0, 0});
    y = g.maxPool3d(cm(y, 128), {2, 2, 2}, {2, 2, 2}, {0, 0, 0});
    y = g.maxPool3d(cm(cm(y, 256), 256), {2, 2, 2}, {2, 2, 2}, {0, 0, 0});
    y = g.maxPool3d(cm(cm(y, 512), 512), {2, 2, 2}, {2, 2, 2}, {0, 0, 0});
    y = g.maxPool3d(cm(cm(y, 512), 512), {2, 2, 2}, {2, 2, 2}, {0, 1, 1});
    const Tensor p = g[y];
    T flat = g.make(p.n, p.c * p.t * p.h * p.w, 1, 1, 1, p.bytes, true);
    T f6 = g.dropout(g.relu(g.linear(flat, 4096, true, true)), 0.5);
    return g.relu(g.linear(f6, 4096, true, true));
}

// ---------------------------------------------------------------- ViT

// torchvision.models.vision_transformer: nn.MultiheadAttention (packed in-projection, a
// contiguous q/k/v buffer, q scaled, softmax kept, output made contiguous for out_proj),
// LayerNorms, a GELU MLP, dropout 0.
// One multi-head attention of `seqs` sequences of `len` tokens over `y` (tokens as rows): the
// norm, the packed qkv projection, the attention and the output projection.
T attention(Walk &g, T y, const VisionNet &net, bool fusedAttention, double seqs, double len)
{
    const double h = net.vitHidden;
    const int low = g.lowBytes();
    T a = g.layerNorm(y);
    T qkv = g.linear(a, 3 * h, true, true);
    const double rows = seqs * len;
    if (fusedAttention) {
        // scaled_dot_product_attention (flash / memory-efficient): q, k, v (views of the
        // packed projection), its output and the fp32 log-sum-exp per row.
        g.save(qkv);
        g.add(rows * h * low + rows * net.vitHeads * 4);
    } else {
        // The math path: q / sqrt(d), k and v as separate tensors, the softmax result
        // (under CUDA autocast fp32 plus the 16-bit copy bmm takes; on the CPU 16-bit).
        g.add(3 * rows * h * low);
        g.add(seqs * net.vitHeads * len * len * (low == 4 ? 4 : g.cpu() ? 2 : 6));
    }
    T att = g.like(qkv, h, low, true); // heads merged back, contiguous, out_proj's input
    return g.linear(att, h, true, true);
}

// A pre-norm block's MLP: LN2, fc1, GELU, fc2 and the residual sum.
T vitMlp(Walk &g, T y, const VisionNet &net)
{
    T b = g.layerNorm(y);
    T m = g.gelu(g.linear(b, net.vitMlp, true, true));
    T m2 = g.linear(m, net.vitHidden, true, true);
    return g.addTensors(m2, y);
}

// A pre-norm encoder block over `seqs` sequences of `len` tokens.
T vitLayer(Walk &g, T y, const VisionNet &net, bool fusedAttention, double seqs, double len)
{
    y = g.addTensors(attention(g, y, net, fusedAttention, seqs, len), y);
    return vitMlp(g, y, net);
}

// `outs`: where given, the outputs of every quarter of the blocks (before the final norm).
T vit(Walk &g, T x, const VisionNet &net, bool fusedAttention, int frames, std::vector<T> *outs = nullptr)
{
    using VA = VisionNet::VideoAttention;
    const Tensor img = g[x];
    const int gridH = img.h / std::max(1, net.patch), gridW = img.w / std::max(1, net.patch);
    const double grid = static_cast<double>(gridH) * gridW;
    // A clip: frame-wise, its frames are images of a batch `frames` times larger; joint and
    // divided, one sequence of every frame's patches and a class token, and time embeddings.
    const int t = std::max(1, frames);
    const bool clip = t > 1 && net.videoAttention != VA::FrameWise;
    const double tokens = clip ? t * grid + 1 : grid + 1;
    g.addParams(3.0 * net.patch * net.patch * net.vitHidden + net.vitHidden, true); // conv_proj
    g.addParams(net.vitHidden + (grid + 1) * net.vitHidden, true);                  // class token, positions
    if (clip)
        g.addParams(static_cast<double>(t) * net.vitHidden, true); // time embeddings
    g.saveLow(x); // conv_proj keeps the image (under autocast, its 16-bit copy)
    const double n = img.n, h = net.vitHidden;
    // Tokens as rows: c = features, h = tokens. Class token + patches + positions, an fp32 add.
    T y = g.make(n, h, 1, static_cast<int>(tokens), 1, 4, true);
    for (int l = 0; l < net.vitLayers; ++l) {
        if (clip && net.videoAttention == VA::Divided) {
            // temporal: each patch position's t frames (the class token sits out), temporal_fc
            T patches = g.make(n, h, 1, static_cast<int>(t * grid), 1, g[y].bytes, true);
            T temporal = g.linear(attention(g, patches, net, fusedAttention, n * grid, t), h, true, true);
            y = g.addTensors(y, temporal);
            // spatial: each frame's patches with a copy of the class token, averaged back after
            T frameRows = g.make(n, h, 1, static_cast<int>(t * (grid + 1)), 1, g[y].bytes, true);
            y = g.addTensors(y, attention(g, frameRows, net, fusedAttention, n * t, grid + 1));
            y = vitMlp(g, y, net);
        } else {
            y = vitLayer(g, y, net, fusedAttention, n, tokens);
        }
        if (outs && (l + 1) % std::max(1, net.vitLayers / 4) == 0 && outs->size() < 4)
            outs->push_back(y); // mmseg's out_indices (2, 5, 8, 11) of 12, (5, 11, 17, 23) of 24
    }
    return g.layerNorm(y);
}

// ---------------------------------------------------------------- Swin and ConvNeXt

// A hierarchical backbone's four stage outputs (strides 4 to 32), for a classifier's head or an FPN.
using StageOuts = std::array<T, 4>;

// Swin v1 block (torchvision.models.swin_transformer, mmdet's SwinBlock): tokens as rows, the
// map padded to whole windows. Kept: LN1's input and row stats, the windows (a copy: padded,
// rolled, permuted) for the qkv linear, q * scale (a new tensor, plus the float64 scale), k^T and
// v made contiguous for bmm (views of the projection when the batch is one window), the softmax
// result per window and head (under autocast it is fp32: the fp32 position bias promotes the
// scores, and bmm takes a 16-bit copy: 6 bytes), the merged heads for proj, LN2's input, fc1's
// input, GELU's input, fc2's input, and per stochastic-depth path a noise of one float a sample.
T swinBlock(Walk &g, T x, int heads, int window, bool dropPath)
{
    const Tensor in = g[x];
    const int hp = (in.h + window - 1) / window * window, wp = (in.w + window - 1) / window * window;
    const double windows = in.n * (hp / window) * (wp / window);
    const double tokens = static_cast<double>(window) * window;
    const int low = g.lowBytes();
    g.addParams(static_cast<double>(2 * window - 1) * (2 * window - 1) * heads, true); // relative position bias table
    T a = g.layerNorm(x);
    T win = g.make(in.n, in.c, 1, hp, wp, g[a].bytes, true);
    T qkv = g.linear(win, 3 * in.c, true, true);
    const double rows = in.n * static_cast<double>(hp) * wp * in.c;
    g.add(8 + rows * low);
    if (windows == 1)
        g.save(qkv);
    else
        g.add(2 * rows * low);
    g.add(windows * heads * tokens * tokens * (low == 4 ? 4 : 6));
    T merged = g.make(in.n, in.c, 1, hp, wp, low, true);
    T o = g.linear(merged, in.c, true, true);
    if (dropPath)
        g.add(in.n * 4);
    T y = g.like(x, in.c, std::max(in.bytes, g[o].bytes), true); // x + attention, cropped back
    T b = g.layerNorm(y);
    T m = g.gelu(g.linear(b, 4 * in.c, true, true));
    T m2 = g.linear(m, in.c, true, true);
    if (dropPath)
        g.add(in.n * 4);
    return g.addTensors(m2, y);
}

// Swin's PatchMerging: 2x2 neighbours concatenated, LayerNorm(4C), Linear 4C -> 2C without bias.
T swinMerge(Walk &g, T x)
{
    const Tensor in = g[x];
    T cat = g.make(in.n, 4 * in.c, 1, (in.h + 1) / 2, (in.w + 1) / 2, in.bytes, true);
    return g.linear(g.layerNorm(cat), 2 * in.c, false, true);
}

// ConvNeXt's CNBlock (torchvision.models.convnext, mmpretrain's ConvNeXtBlock): a 7x7 depthwise
// conv (keeps its input), LayerNorm (its input, fp32 under autocast, and row stats), fc1's input,
// GELU's input, fc2's input, the layer scale's input (gamma trains, so mul keeps x; the fp32
// gamma promotes the product), a stochastic-depth noise, the residual sum.
T convnextBlock(Walk &g, T x, bool dropPath)
{
    const double c = g[x].c;
    T d = g.conv2d(x, c, 7, 1, 3, true, true, static_cast<int>(c));
    T m = g.gelu(g.linear(g.layerNorm(d), 4 * c, true, true));
    T m2 = g.linear(m, c, true, true);
    g.addParams(c, true);
    g.save(m2);
    T scaled = g.like(m2, c, 4, true);
    if (dropPath)
        g.add(g[x].n * 4);
    return g.addTensors(scaled, x);
}

// Swin v1 and ConvNeXt v1: a 4x4 stride-4 patch embedding (conv + LayerNorm), four stages of
// blocks; between stages Swin's PatchMerging, ConvNeXt's LayerNorm2d + 2x2 stride-2 conv.
// `outNorms` (a bit per stage): mmdet's backbone, a LayerNorm on each stage output the FPN takes.
StageOuts hierarchical(Walk &g, T x, const VisionNet &net, unsigned outNorms)
{
    const bool swin = net.backbone == VisionNet::Backbone::Swin;
    T y = g.layerNorm(g.conv2d(x, net.stageWidth, 4, 4, 0, true, true));
    StageOuts out{};
    int block = 0;
    for (size_t stage = 0; stage < 4; ++stage) {
        if (stage > 0)
            y = swin ? swinMerge(g, y) : g.conv2d(g.layerNorm(y), 2 * g[y].c, 2, 2, 0, true, true);
        for (int b = 0; b < net.stageBlocks[stage]; ++b, ++block)
            y = swin ? swinBlock(g, y, net.stageHeads << stage, net.window, block > 0) : convnextBlock(g, y, block > 0);
        out[stage] = (outNorms >> stage) & 1u ? g.layerNorm(y) : y;
    }
    return out;
}

// The classifier heads. Swin: the final LayerNorm, average pooling (keeps the normed map), the
// linear. ConvNeXt: average pooling (keeps the last block's output), LayerNorm2d, the linear.
T hierarchicalLogits(Walk &g, T last, const VisionNet &net)
{
    const Tensor in = g[last];
    if (net.backbone == VisionNet::Backbone::Swin) {
        T normed = g.layerNorm(last);
        g.save(normed);
        return g.linear(g.make(in.n, in.c, 1, 1, 1, 4, true), net.classes, true, true);
    }
    g.save(last);
    T pooled = g.layerNorm(g.make(in.n, in.c, 1, 1, 1, in.bytes, true));
    return g.linear(pooled, net.classes, true, true);
}

// ---------------------------------------------------------------- detector parts

// torchvision FeaturePyramidNetwork: a 1x1 lateral conv per level, nearest top-down upsampling
// with a sum, a 3x3 output conv per level; P6 by max-pool (R-CNN) or P6/P7 convs (RetinaNet, FCOS).
std::vector<T> fpn(Walk &g, const std::vector<T> &levels, bool p6p7, bool gn = false)
{
    // With GroupNorm each conv is a ConvModule: no bias, GroupNorm(32) after it.
    auto conv = [&](T x, int k) {
        T y = g.conv2d(x, 256, k, 1, k / 2, !gn, true);
        return gn ? g.groupNorm(y, 32) : y;
    };
    std::vector<T> out(levels.size());
    T last = conv(levels.back(), 1);
    out.back() = conv(last, 3);
    for (size_t i = levels.size() - 1; i-- > 0;) {
        T lateral = conv(levels[i], 1);
        T topDown = g.resized(last, g[lateral].h, g[lateral].w);
        last = g.addTensors(lateral, topDown);
        out[i] = conv(last, 3);
    }
    if (p6p7) {
        T p6 = g.conv2d(out.back(), 256, 3, 2, 1, true, true);
        T p7 = g.conv2d(g.relu(p6), 256, 3, 2, 1, true, true);
        out.push_back(p6);
        out.push_back(p7);
    } else {
        out.push_back(g.maxPool2d(out.back(), 1, 2, 0));
    }
    return out;
}

double locations(Walk &g, const std::vector<T> &levels)
{
    double sum = 0;
    for (T l : levels)
        sum += static_cast<double>(g[l].h) * g[l].w;
    return sum;
}

// A conv tower shared by all levels (its parameters counted once): 3x3 convs of `channels`
// followed by ReLU(inplace) (RetinaNet, the RPN) or GroupNorm(32) + ReLU (FCOS).
std::vector<T> tower(Walk &g, std::vector<T> levels, int convs, bool groupNorm, double channels = 256)
{
    for (size_t i = 0; i < levels.size(); ++i) {
        const double p = g.params, pt = g.trainable;
        for (int c = 0; c < convs; ++c) {
            T y = g.conv2d(levels[i], channels, 3, 1, 1, true, true);
            levels[i] = groupNorm ? g.relu(g.groupNorm(y, 32)) : g.reluInPlace(y);
        }
        if (i > 0) { // shared weights
            g.params = p;
            g.trainable = pt;
        }
    }
    return levels;
}

// A predictor conv shared by all levels; its outputs are reshaped into copies nothing keeps.
void predictor(Walk &g, const std::vector<T> &levels, double out, int k)
{
    const double p = g.params, pt = g.trainable;
    for (T l : levels)
        g.conv2d(l, out, k, 1, k / 2, true, true);
    const double one = (g.params - p) / static_cast<double>(levels.size());
    g.params = p + one;
    g.trainable = pt + one;
}

// torchvision.ops.sigmoid_focal_loss over `elems` logits: the selected logits, the targets,
// sigmoid's result, 1 - targets, 1 - p_t, the BCE loss, (1 - p_t)^gamma and alpha_t. mmcv's
// fused CUDA op (mmcv/ops/focal_loss.py, SigmoidFocalLossFunction: save_for_backward(input,
// target, weight)), which mmdet's FocalLoss runs on a GPU: the logits, flattened into a copy,
// and one int64 label per row (`rows` = elems / classes).
void focalLoss(Walk &g, double elems, double rows = 0)
{
    if (rows > 0)
        g.add(elems * 4 + rows * 8);
    else
        g.add(8 * elems * 4);
}

// The RPN: a shared 3x3 conv as wide as its input + ReLU, 1x1 objectness and box convs for
// `anchors` anchors per location; its losses see 256 sampled anchors per image.
void rpn(Walk &g, const std::vector<T> &levels, int anchors)
{
    g.part = 1;
    std::vector<T> out = tower(g, levels, 1, false, g[levels.front()].c);
    predictor(g, out, anchors, 1);
    predictor(g, out, 4.0 * anchors, 1);
}

// The box head: RoIAlign 7x7 of `channels`, fc6 + ReLU, fc7 + ReLU, class and box predictors;
// cross-entropy over the classes.
void boxHead(Walk &g, const VisionNet &net, double images, double channels)
{
    g.part = 2;
    const double rois = net.boxRoisPerImage * images;
    T f = -1;
    if (net.groupNorm || net.convBoxHead) {
        // 4conv1fc (detectron2 FastRCNNConvFCHead NUM_CONV 4, mmdet Shared4Conv1FCBBoxHead):
        // four 3x3 convs + GroupNorm (or SyncBN) + ReLU on the 7x7 RoIs, one fc of 1024 on their view.
        T x = g.make(rois, channels, 1, 7, 7, 4, true);
        for (int i = 0; i < 4; ++i) {
            T y = g.conv2d(x, 256, 3, 1, 1, false, true);
            x = g.reluInPlace(net.groupNorm ? g.groupNorm(y, 32) : g.batchNorm(y, false, true));
        }
        T flat = g.make(rois, 256.0 * 7 * 7, 1, 1, 1, g[x].bytes, true);
        g[flat].saved = true; // a view of the last ReLU's result, kept already
        f = g.relu(g.linear(flat, 1024, true, true));
    } else {
        T pooled = g.make(rois, channels * 7 * 7, 1, 1, 1, 4, true);
        f = g.relu(g.linear(pooled, 1024, true, true));
        f = g.relu(g.linear(f, 1024, true, true));
    }
    T cls = g.linear(f, net.classes, true, true);
    g.linear(f, 4.0 * net.classes, true, true);
    g.part = 3;
    g.crossEntropy(cls, rois);
}

// The mask head: RoIAlign 14x14 of `channels` for the positive RoIs, four 3x3 convs of 256 +
// ReLU(inplace), a 2x transposed conv + ReLU, 1x1 logits per class; BCE on each RoI's class
// (input and target).
// The mask head's four convs on the positive RoIs' 14x14 features (`flowIn`: HTC adds its
// conv_res 1x1 of the previous head's features first).
T maskConvs(Walk &g, const VisionNet &net, double images, double channels, bool flowIn)
{
    const double pos = net.positiveRoisPerImage * images;
    T m = g.make(pos, channels, 1, 14, 14, 4, true);
    if (flowIn)
        m = g.addTensors(m, g.conv2d(g.make(pos, 256, 1, 14, 14, 4, true), channels, 1, 1, 0, true, true));
    for (int i = 0; i < 4; ++i) {
        m = g.conv2d(m, 256, 3, 1, 1, !net.groupNorm, true);
        m = g.reluInPlace(net.groupNorm ? g.groupNorm(m, 32) : m);
    }
    return m;
}

void maskHead(Walk &g, const VisionNet &net, double images, double channels, bool flowIn = false)
{
    g.part = 2;
    const double pos = net.positiveRoisPerImage * images;
    T m = g.reluInPlace(g.deconv2x(maskConvs(g, net, images, channels, flowIn), 256, true));
    g.conv2d(m, net.classes, 1, 1, 0, true, true);
    g.part = 3;
    g.add(2 * pos * 28 * 28 * 4);
}

// Keypoint R-CNN's head (torchvision KeypointRCNNHeads + KeypointRCNNPredictor, detectron2
// KRCNNConvDeconvUpsampleHead): RoIAlign 14x14 of 256 channels for the positive RoIs, eight 3x3
// convs of 512 + ReLU(inplace), a 4x4 stride-2 transposed conv to one heatmap per keypoint
// (28x28), bilinear upsampling to 56x56 (keeps nothing); the loss is a cross-entropy over each
// visible keypoint's 56x56 locations (log_softmax's result, the int64 target): every keypoint
// is taken as visible.
void keypointHead(Walk &g, const std::vector<T> &p, const VisionNet &net, double images)
{
    g.part = 2;
    const double pos = net.positiveRoisPerImage * images;
    T k = g.make(pos, g[p.front()].c, 1, 14, 14, 4, true);
    for (int i = 0; i < 8; ++i)
        k = g.reluInPlace(g.conv2d(k, 512, 3, 1, 1, true, true));
    g.deconv2x(k, net.keypoints, true, 4);
    g.part = 3;
    const double rows = pos * net.keypoints;
    g.add(rows * 56 * 56 * 4 + rows * 8 * 2); // log_softmax's result; the valid rows' indices and targets
}

// HTC's FusedSemanticHead: each FPN level's 1x1 conv at stride 8 (P2 pooled, P4-P6 upsampled:
// the resized copies keep nothing), summed; four 3x3 convs of 256 + ReLU, a 1x1 embedding of 256
// + ReLU, 1x1 logits over COCO-Stuff's 183 classes and their cross-entropy at stride 8.
void semanticHead(Walk &g, const std::vector<T> &p, double images)
{
    g.part = 2;
    const Tensor p3 = g[p.size() > 1 ? p[1] : p.front()];
    T fused = -1;
    for (size_t i = 0; i < std::min<size_t>(p.size(), 5); ++i) {
        T level = g.make(images, 256, 1, p3.h, p3.w, 4, true);
        T lateral = g.conv2d(level, 256, 1, 1, 0, true, true);
        fused = fused < 0 ? lateral : g.addTensors(fused, lateral);
    }
    for (int i = 0; i < 4; ++i)
        fused = g.reluInPlace(g.conv2d(fused, 256, 3, 1, 1, true, true));
    T embedding = g.reluInPlace(g.conv2d(fused, 256, 1, 1, 0, true, true));
    T logits = g.conv2d(embedding, 183, 1, 1, 0, true, true);
    g.part = 3;
    g.crossEntropy(logits, images * p3.h * p3.w);
}

// CenterNet (Zhou et al. 2019) as mmdetection builds it (centernet_r18_dcnv2: CTResNetNeck with
// modulated deformable convs, CenterNetHead): from the ResNet's C5, three stages of a 3x3
// deformable conv + BN + ReLU and a 4x4 stride-2 transposed conv + BN + ReLU (256, 128, 64
// channels) to stride 4; three heads of a 3x3 conv of 64 + ReLU and a 1x1 (the class heatmaps
// through a sigmoid, the sizes, the offsets); the Gaussian focal loss over the heatmaps.
void centerNet(Walk &g, T c5, const VisionNet &net)
{
    g.part = 1;
    T y = c5;
    for (const double ch : {256.0, 128.0, 64.0}) {
        // DCNv2: conv_offset's 27 channels; the deformable conv keeps the offsets (18) and the
        // sigmoid's mask (9) beside its input, which conv_offset keeps too
        g.conv2d(y, 27, 3, 1, 1, true, true);
        const Tensor in = g[y];
        g.add(in.n * 27.0 * in.h * in.w * 4);
        y = g.reluInPlace(g.batchNorm(g.conv2d(y, ch, 3, 1, 1, false, true), false, true));
        y = g.reluInPlace(g.batchNorm(g.deconv2x(y, ch, true, 4), false, true));
    }
    g.part = 2;
    T heat = g.conv2d(g.reluInPlace(g.conv2d(y, 64, 3, 1, 1, true, true)), net.classes, 1, 1, 0, true, true);
    for (int i = 0; i < 2; ++i) // sizes, offsets
        g.conv2d(g.reluInPlace(g.conv2d(y, 64, 3, 1, 1, true, true)), 2, 1, 1, 0, true, true);
    // The sigmoid keeps its result; mmdet's gaussian_focal_loss (Python) keeps, each the heatmaps'
    // size: pred + eps and 1 - pred + eps (for log), 1 - pred (for pow), both logs and both powers
    // (for their products) and the negative weights, fp32, and the positives' bool mask.
    g.part = 3;
    g.add(g[heat].elems() * (4 + 8 * 4 + 1));
}

// FPN R-CNN: the RPN over P2-P6 (3 anchors a location), box and mask heads on 256 channels.
void rcnnHeads(Walk &g, const std::vector<T> &p, const VisionNet &net, double images, bool mask)
{
    rpn(g, p, 3);
    for (int stage = 0; stage < net.cascadeStages; ++stage)
        boxHead(g, net, images, 256);
    if (!mask)
        return;
    for (int stage = 0; stage < (net.mmdet ? net.cascadeStages : 1); ++stage) {
        // HTC: the earlier stages' mask convs rerun on this stage's RoIs, feeding this head
        if (net.hybridTaskCascade) {
            g.reusing = true;
            for (int earlier = 0; earlier < stage; ++earlier)
                maskConvs(g, net, images, 256, earlier > 0);
            g.reusing = false;
        }
        maskHead(g, net, images, 256, net.hybridTaskCascade && stage > 0);
    }
    if (net.hybridTaskCascade)
        semanticHead(g, p, images);
}

// C4 (detectron2's Res5ROIHeads, mmdet's ResLayer shared head): the RPN on res4 (15 anchors a
// location: 5 sizes x 3 ratios), RoIAlign 14x14 over res4 for every sampled RoI, the res5
// stage run on each (trained, the backbone's norm), a mean over its 7x7 (keeps nothing), the
// class and box predictors. The mask head takes the positive RoIs' res5 features (indexing
// copies them): a 2x transposed conv + ReLU, 1x1 logits per class, BCE on 14x14.
void res5Heads(Walk &g, T c4, const VisionNet &net, double images, bool mask)
{
    rpn(g, {c4}, 15);
    g.part = 2;
    const double rois = net.boxRoisPerImage * images;
    T y = g.make(rois, g[c4].c, 1, 14, 14, 4, true);
    for (int b = 0; b < resnetBlocks(net.depth)[3]; ++b)
        y = bottleneck(g, y, 512, b == 0 ? 2 : 1, 1, net, true);
    T pooled = g.make(rois, g[y].c, 1, 1, 1, g[y].bytes, true);
    T cls = g.linear(pooled, net.classes, true, true);
    g.linear(pooled, 4.0 * net.classes, true, true);
    g.part = 3;
    g.crossEntropy(cls, rois);
    if (!mask)
        return;
    g.part = 2;
    const double pos = net.positiveRoisPerImage * images;
    T m = g.make(pos, g[y].c, 1, g[y].h, g[y].w, g[y].bytes, true);
    m = g.reluInPlace(g.deconv2x(m, 256, true));
    g.conv2d(m, net.classes, 1, 1, 0, true, true);
    g.part = 3;
    g.add(2 * pos * g[m].h * g[m].w * 4);
}

// ---------------------------------------------------------------- segmentation heads

T convBnRelu(Walk &g, T x, double out, int k, int pad, int dil, bool inPlace = false)
{
    T y = g.batchNorm(g.conv2d(x, out, k, 1, pad, false, true, 1, dil), false, true);
    return inPlace ? g.reluInPlace(y) : g.relu(y);
}

// torchvision DeepLabHead: ASPP (1x1, three dilated 3x3, image pooling; ReLU not in place),
// 1x1 projection + dropout 0.5, 3x3 conv, 1x1 classifier.
T deeplabHead(Walk &g, T x, const VisionNet &net)
{
    std::vector<T> branches;
    branches.push_back(convBnRelu(g, x, 256, 1, 0, 1));
    for (int rate : {12, 24, 36})
        branches.push_back(convBnRelu(g, x, 256, 3, rate, rate));
    T pooled = g.make(g[x].n, g[x].c, 1, 1, 1, g[x].bytes, true); // adaptive average pool (mean)
    T pb = convBnRelu(g, pooled, 256, 1, 0, 1);
    (void)pb;
    T cat = g.like(x, 5 * 256, g.lowBytes(), true);
    T y = g.dropout(convBnRelu(g, cat, 256, 1, 0, 1), 0.5);
    y = convBnRelu(g, y, 256, 3, 1, 1);
    return g.conv2d(y, net.classes, 1, 1, 0, true, true);
}

// torchvision FCNHead: 3x3 conv to in/4 channels, BN, ReLU, dropout 0.1, 1x1 classifier.
T fcnHead(Walk &g, T x, const VisionNet &net)
{
    T y = g.dropout(convBnRelu(g, x, g[x].c / 4, 3, 1, 1), 0.1);
    return g.conv2d(y, net.classes, 1, 1, 0, true, true);
}

// mmseg's BaseDecodeHead.cls_seg: Dropout2d(0.1), then a 1x1 conv to the classes.
T mmsegClassify(Walk &g, T x, const VisionNet &net)
{
    return g.conv2d(g.featureDropout(x), net.classes, 1, 1, 0, true, true);
}

// mmseg's ASPPHead (channels 512): image pooling, a 1x1 and three dilated 3x3 ConvModules (conv,
// SyncBN, ReLU(inplace)), the concatenation, a 3x3 bottleneck ConvModule, cls_seg.
T mmsegAsppHead(Walk &g, T x, const VisionNet &net)
{
    const double ch = 512;
    T pooled = g.make(g[x].n, g[x].c, 1, 1, 1, g[x].bytes, true); // adaptive average pool (mean)
    convBnRelu(g, pooled, ch, 1, 0, 1, true);
    convBnRelu(g, x, ch, 1, 0, 1, true);
    for (int rate : {12, 24, 36})
        convBnRelu(g, x, ch, 3, rate, rate, true);
    T cat = g.like(x, 5 * ch, g.lowBytes(), true); // the pooled branch resized back, then cat
    return mmsegClassify(g, convBnRelu(g, cat, ch, 3, 1, 1, true), net);
}

// mmseg's pyramid pooling module on `x` (adaptive pools to 1, 2, 3 and 6 a side, a 1x1 ConvModule
// of `ch` each, resized back: keeps nothing) concatenated with `x`, through a 3x3 ConvModule.
T pyramidPooling(Walk &g, T x, double ch)
{
    for (int scale : {1, 2, 3, 6}) {
        T pooled = g.make(g[x].n, g[x].c, 1, scale, scale, g[x].bytes, true);
        convBnRelu(g, pooled, ch, 1, 0, 1, true);
    }
    return convBnRelu(g, g.like(x, g[x].c + 4 * ch, g.lowBytes(), true), ch, 3, 1, 1, true);
}

// mmcv's DepthwiseSeparableConvModule: a depthwise 3x3 ConvModule (conv, BN, ReLU) and a
// pointwise 1x1 one.
T separableConv(Walk &g, T x, double out, int dilation)
{
    const double c = g[x].c;
    T dw = g.reluInPlace(g.batchNorm(g.conv2d(x, c, 3, 1, dilation, false, true, static_cast<int>(c), dilation), false, true));
    return convBnRelu(g, dw, out, 1, 0, 1, true);
}

// mmseg's DepthwiseSeparableASPPHead (DeepLabV3+, channels 512): image pooling, a 1x1 and three
// dilated separable ASPP branches, the 3x3 bottleneck; stage 1's map through a 1x1 ConvModule of
// 48, the ASPP output resized to it and concatenated, two separable 3x3 convs, cls_seg at a
// quarter of the input's side.
T mmsegDeepLabV3PlusHead(Walk &g, T c2, T c5, const VisionNet &net)
{
    const double ch = 512;
    T pooled = g.make(g[c5].n, g[c5].c, 1, 1, 1, g[c5].bytes, true);
    convBnRelu(g, pooled, ch, 1, 0, 1, true);
    convBnRelu(g, c5, ch, 1, 0, 1, true);
    for (int rate : {12, 24, 36})
        separableConv(g, c5, ch, rate);
    convBnRelu(g, g.like(c5, 5 * ch, g.lowBytes(), true), ch, 3, 1, 1, true);
    T low = convBnRelu(g, c2, 48, 1, 0, 1, true);
    T cat = g.like(low, ch + 48, g.lowBytes(), true);
    return mmsegClassify(g, separableConv(g, separableConv(g, cat, ch, 1), ch, 1), net);
}

// mmseg's FCNHead: `convs` 3x3 ConvModules of `ch` channels, with `concatInput` a 3x3 ConvModule
// over the input and their output concatenated, cls_seg.
T mmsegFcnHead(Walk &g, T x, const VisionNet &net, double ch, int convs, bool concatInput)
{
    T y = x;
    for (int i = 0; i < convs; ++i)
        y = convBnRelu(g, y, ch, 3, 1, 1, true);
    if (concatInput)
        y = convBnRelu(g, g.like(x, g[x].c + ch, g.lowBytes(), true), ch, 3, 1, 1, true);
    return mmsegClassify(g, y, net);
}

// A 1x1 ConvModule without a norm (conv, ReLU in place): mmseg's SelfAttentionBlock projections.
T convRelu(Walk &g, T x, double out)
{
    return g.reluInPlace(g.conv2d(x, out, 1, 1, 0, true, true));
}

// softmax(a @ b) over `positions` keys for each of `positions` queries of every image, then its
// product with the values: the two matmuls keep their inputs (`a`, `b`, the values) and softmax
// its result, an (HW)² map in fp32 (under autocast also the 16-bit copy the second matmul takes).
void attentionMap(Walk &g, T a, T b, T values, double images, double positions)
{
    g.saveLow(a);
    g.saveLow(b);
    g.saveLow(values);
    const double map = images * positions * positions;
    g.add(map * (g.lowBytes() == 4 ? 4 : 6));
    // In backward, the map's gradient and softmax's gradient of its input exist at once (fp32;
    // under autocast the 16-bit gradient of the copy first), while everything saved still is.
    g.backwardTransient = std::max(g.backwardTransient, map * (g.lowBytes() == 4 ? 8 : 10));
}

// mmseg's NLHead (channels 512, reduction 2, embedded Gaussian, use_scale): convs[0], mmcv's
// NonLocal2d — theta, phi and g 1x1 convs to 256 channels, theta·phi over the positions scaled
// in place and softmaxed, times g, made contiguous, conv_out (conv and norm, no activation)
// added to its input — convs[1], the concatenation with the input, conv_cat, cls_seg.
T mmsegNonLocalHead(Walk &g, T x, const VisionNet &net)
{
    const double ch = 512, inter = ch / 2;
    T y = convBnRelu(g, x, ch, 3, 1, 1, true);
    const double images = g[y].n * g[y].t, positions = static_cast<double>(g[y].h) * g[y].w;
    T theta = g.conv2d(y, inter, 1, 1, 0, true, true);
    T phi = g.conv2d(y, inter, 1, 1, 0, true, true);
    T gx = g.conv2d(y, inter, 1, 1, 0, true, true);
    attentionMap(g, theta, phi, gx, images, positions);
    T context = g.like(gx, inter, g.lowBytes(), true);
    T out = g.batchNorm(g.conv2d(context, ch, 1, 1, 0, false, true), false, true);
    y = convBnRelu(g, g.addTensors(out, y), ch, 3, 1, 1, true);
    y = convBnRelu(g, g.like(x, g[x].c + ch, g.lowBytes(), true), ch, 3, 1, 1, true);
    return mmsegClassify(g, y, net);
}

// mmseg's DAHead (channels 512, pam_channels 64): the position attention module (query and key
// 1x1 ConvModules to 64 channels, the value to 512, softmax over the positions, a learned scale
// that keeps the context, the residual), and the channel attention module (a C x C energy from
// the map with itself, max - energy, softmax, times the map, scaled, residual), each between a
// 3x3 ConvModule in and one out with a cls_seg of its own; cls_seg of their sum. In training it
// returns all three outputs, each with its loss (`outs`).
T mmsegDualAttentionHead(Walk &g, T x, const VisionNet &net, std::vector<T> &outs)
{
    const double ch = 512;
    T pin = convBnRelu(g, x, ch, 3, 1, 1, true);
    const double images = g[pin].n * g[pin].t, positions = static_cast<double>(g[pin].h) * g[pin].w;
    T query = convRelu(g, pin, 64);
    T key = convRelu(g, pin, 64);
    T value = convRelu(g, pin, ch);
    attentionMap(g, query, key, value, images, positions);
    T context = g.like(pin, ch, g.lowBytes(), true);
    g.save(context); // (the Scale keeps its input for gamma's gradient)
    T pamOut = convBnRelu(g, g.addTensors(context, pin), ch, 3, 1, 1, true);
    outs.push_back(mmsegClassify(g, pamOut, net));
    T cin = convBnRelu(g, x, ch, 3, 1, 1, true);
    g.add(images * ch * ch * 4 * 2); // energy's max - energy and its softmax: C x C, small
    T channelContext = g.like(cin, ch, g.lowBytes(), true);
    g.save(channelContext);
    T camOut = convBnRelu(g, g.addTensors(channelContext, cin), ch, 3, 1, 1, true);
    outs.push_back(mmsegClassify(g, camOut, net));
    return mmsegClassify(g, g.addTensors(pamOut, camOut), net);
}

// ---------------------------------------------------------------- SegFormer

// A MiT block (mmseg's MixVisionTransformer layer; HF's SegformerLayer keeps the same tensors):
// LN1 (its input, row stats); the query linear on LN1's output; with the keys reduced `sr` times
// a side, LN1's output laid out as a map (a copy; with one image a view) through an sr x sr
// stride-sr conv and a LayerNorm, the key/value linear on that, else on LN1's output;
// nn.MultiheadAttention's math path (need_weights): q / sqrt(d), k and v as one contiguous
// copy, the softmax per head (tokens x reduced tokens: fp32 and a 16-bit copy for bmm under
// CUDA autocast), the heads merged (contiguous) for out_proj; LN2; Mix-FFN: fc1 (1x1 conv) on
// LN2's output, the 3x3 depthwise conv on fc1's output, GELU's input, fc2's input; a
// stochastic-depth noise per path.
T mitBlock(Walk &g, T x, int heads, int sr, bool dropPath)
{
    const Tensor in = g[x];
    const double c = in.c, tokens = in.n * in.h * in.w;
    const int low = g.lowBytes();
    T a = g.layerNorm(x);
    g.linear(a, c, true, true); // the queries
    T kvIn = a;
    if (sr > 1) { // (one image: transpose + reshape is a view of LN1's output, no copy)
        const T map = in.n == 1 ? a : g.make(in.n, c, 1, in.h, in.w, g[a].bytes, true);
        kvIn = g.layerNorm(g.conv2d(map, c, sr, sr, 0, true, true));
    }
    T kv = g.linear(kvIn, 2 * c, true, true);
    const double keys = g[kv].n * g[kv].h * g[kv].w;
    g.add(tokens * c * low + 2 * keys * c * low);
    g.add(heads * tokens * (keys / in.n) * (low == 4 ? 4 : g.cpu() ? 2 : 6));
    T o = g.linear(g.make(in.n, c, 1, in.h, in.w, low, true), c, true, true);
    if (dropPath)
        g.add(in.n * 4);
    T y = g.like(x, c, std::max(in.bytes, g[o].bytes), true);
    T f = g.conv2d(g.layerNorm(y), 4 * c, 1, 1, 0, true, true);
    f = g.gelu(g.conv2d(f, 4 * c, 3, 1, 1, true, true, static_cast<int>(4 * c)));
    f = g.conv2d(f, c, 1, 1, 0, true, true);
    if (dropPath)
        g.add(in.n * 4);
    return g.addTensors(f, y);
}

// MiT: per stage an overlapping patch embedding (7x7 stride 4, then 3x3 stride 2) + LayerNorm,
// its blocks (heads 1/2/5/8, keys reduced 8/4/2/1), a final LayerNorm, the tokens laid out as
// a map (a copy) for the next stage's embedding and the head.
StageOuts mit(Walk &g, T x, const VisionNet &net)
{
    static const int heads[4] = {1, 2, 5, 8}, reduce[4] = {8, 4, 2, 1};
    StageOuts out{};
    T y = x;
    int block = 0;
    for (size_t s = 0; s < 4; ++s) {
        const int k = s == 0 ? 7 : 3, stride = s == 0 ? 4 : 2;
        y = g.layerNorm(g.conv2d(y, net.mitWidths[s], k, stride, k / 2, true, true));
        for (int b = 0; b < net.stageBlocks[s]; ++b, ++block)
            y = mitBlock(g, y, heads[s], reduce[s], block > 0);
        const T normed = g.layerNorm(y);
        y = out[s] = g.like(normed, g[normed].c, g[normed].bytes, true);
    }
    return out;
}

// SegFormer's all-MLP head (mmseg's SegformerHead): a 1x1 ConvModule (conv, BN, ReLU) per stage
// to the head's width, bilinear resizing to stage 1's map (keeps nothing), the concatenation, a
// fusing 1x1 ConvModule, Dropout2d and the 1x1 classifier, at a quarter of the input's side.
T segformerHead(Walk &g, const StageOuts &levels, const VisionNet &net)
{
    const double d = net.decodeChannels;
    for (T level : levels)
        convBnRelu(g, level, d, 1, 0, 1, true);
    const Tensor first = g[levels[0]];
    T cat = g.make(first.n, 4 * d, 1, first.h, first.w, g.lowBytes(), true);
    return mmsegClassify(g, convBnRelu(g, cat, d, 1, 0, 1, true), net);
}

// mmseg's UPerHead (channels 512): the PPM on the last level (adaptive pools to 1, 2, 3 and 6 a
// side, a 1x1 ConvModule each, resized back (keeps nothing), concatenated with the level, a 3x3
// ConvModule), a 1x1 ConvModule lateral on each other level, the top-down sums (each a new map
// the level's 3x3 ConvModule keeps), every output resized to the first level and concatenated
// for the 3x3 fpn_bottleneck ConvModule, cls_seg.
T upernetHead(Walk &g, const StageOuts &levels, const VisionNet &net)
{
    const double ch = 512;
    const T top = levels[3];
    for (int scale : {1, 2, 3, 6}) {
        T pooled = g.make(g[top].n, g[top].c, 1, scale, scale, g[top].bytes, true);
        convBnRelu(g, pooled, ch, 1, 0, 1, true);
    }
    T psp = convBnRelu(g, g.like(top, g[top].c + 4 * ch, g.lowBytes(), true), ch, 3, 1, 1, true);
    std::array<T, 4> lateral{};
    for (size_t i = 0; i < 3; ++i)
        lateral[i] = convBnRelu(g, levels[i], ch, 1, 0, 1, true);
    lateral[3] = psp;
    for (size_t i = 3; i > 0; --i) // (the sum is a new map, kept by the 3x3 conv that reads it)
        lateral[i - 1] = g.like(lateral[i - 1], ch, g[lateral[i - 1]].bytes, true);
    for (size_t i = 0; i < 3; ++i)
        convBnRelu(g, lateral[i], ch, 3, 1, 1, true);
    const Tensor first = g[levels[0]];
    T cat = g.make(first.n, 4 * ch, 1, first.h, first.w, g.lowBytes(), true);
    return mmsegClassify(g, convBnRelu(g, cat, ch, 3, 1, 1, true), net);
}

// mmseg's ViT backbone for dense heads: four blocks' outputs (or the last, normed), each without
// its class token laid out as a map (a copy, reshape + permute + contiguous).
std::vector<T> vitMaps(Walk &g, T x, const VisionNet &net, bool fusedAttention, bool four)
{
    std::vector<T> outs;
    T last = vit(g, x, net, fusedAttention, 1, four ? &outs : nullptr);
    if (!four)
        outs = {last};
    else
        outs.back() = last; // (the final norm on the last output)
    const int gh = g[x].h / std::max(1, net.patch), gw = g[x].w / std::max(1, net.patch);
    for (T &o : outs)
        o = g.make(g[x].n, net.vitHidden, 1, gh, gw, g[o].bytes, true);
    return outs;
}

// mmseg's MultiLevelNeck (scales 4, 2, 1, 0.5): a 1x1 conv per map, bilinear resizing (keeps
// nothing), a 3x3 conv each.
StageOuts multiLevelNeck(Walk &g, const std::vector<T> &maps)
{
    static const double scales[4] = {4, 2, 1, 0.5};
    StageOuts out{};
    for (size_t i = 0; i < 4; ++i) {
        const double c = g[maps[i]].c;
        T lateral = g.conv2d(maps[i], c, 1, 1, 0, true, true);
        const Tensor t = g[lateral];
        T resized = g.make(t.n, c, 1, static_cast<int>(t.h * scales[i]), static_cast<int>(t.w * scales[i]), t.bytes, true);
        out[i] = g.conv2d(resized, c, 3, 1, 1, true, true);
    }
    return out;
}

// mmseg's SegmenterMaskTransformerHead (channels = the ViT's width): the map as rows (a copy)
// through dec_proj, a learned token per class appended, two pre-norm layers over patches and
// classes, the decoder norm, patch_proj and classes_proj on its output, each L2-normalized (keeps
// its input), their product (keeps both) and mask_norm over the classes; the masks laid out as a map.
T segmenterHead(Walk &g, T map, const VisionNet &net, bool fusedAttention)
{
    const Tensor m = g[map];
    const double c = net.vitHidden, patches = static_cast<double>(m.h) * m.w, classes = net.classes;
    const double n = m.n;
    T rows = g.make(n, c, 1, static_cast<int>(patches), 1, m.bytes, true);
    g.linear(rows, c, true, true); // dec_proj
    g.addParams(classes * c, true); // cls_emb
    T y = g.make(n, c, 1, static_cast<int>(patches + classes), 1, g.lowBytes(), true);
    for (int l = 0; l < 2; ++l)
        y = vitLayer(g, y, net, fusedAttention, n, patches + classes);
    T normed = g.layerNorm(y);
    g.save(normed);                 // patch_proj and classes_proj read slices of it
    g.addParams(2 * c * c, true);   // patch_proj, classes_proj (no bias)
    g.add(n * (patches + classes) * c * g.lowBytes() * 2); // their outputs, normalize's inputs
    g.add(n * (patches + classes) * c * 4);                // the normalized, the product's inputs
    T masks = g.make(n, classes, 1, static_cast<int>(patches), 1, 4, true);
    g.layerNorm(masks); // mask_norm keeps its input
    return g.make(n, classes, 1, m.h, m.w, 4, true); // the masks laid out as a map (a copy)
}

// A segmenter: SegFormer (MiT + its all-MLP head), UperNet on a ResNet, Swin or ConvNeXt, or
// DeepLabV3 / FCN / NonLocal / DANet on the dilated ResNet (mmseg's with the auxiliary FCN head);
// each supervised output resized to the input and the cross-entropy there.
void segmenter(Walk &g, T x, const VisionNet &net, const VisionInput &in)
{
    using H = VisionNet::Head;
    T logits = -1, aux = -1;
    std::vector<T> outs; // every supervised output: a head's own (DANet's), the logits, the auxiliary head's
    if (net.head == H::Segmenter) {
        const std::vector<T> maps = vitMaps(g, x, net, in.fusedAttention, false);
        g.part = 2;
        logits = segmenterHead(g, maps[0], net, in.fusedAttention);
    } else if (net.head == H::UperNet && net.backbone == VisionNet::Backbone::Vit) {
        const std::vector<T> maps = vitMaps(g, x, net, in.fusedAttention, true);
        g.part = 1;
        const StageOuts levels = multiLevelNeck(g, maps);
        g.part = 2;
        logits = upernetHead(g, levels, net);
        aux = mmsegFcnHead(g, levels[3], net, 256, 1, false); // (in_index 3 under a ViT)
    } else if (net.head == H::UperNet) {
        StageOuts levels{};
        if (net.backbone == VisionNet::Backbone::ResNet) {
            const ResNetOut r = resnet(g, x, net, 4);
            levels = {r.c2, r.c3, r.c4, r.c5};
        } else { // (mmseg's Swin and mmpretrain's ConvNeXt: a LayerNorm on each stage's output)
            levels = hierarchical(g, x, net, 0xFu);
        }
        g.part = 2;
        logits = upernetHead(g, levels, net);
        aux = mmsegFcnHead(g, levels[2], net, 256, 1, false);
    } else if (net.head == H::SegFormer) {
        const StageOuts levels = mit(g, x, net);
        g.part = 2;
        logits = segformerHead(g, levels, net);
    } else {
        ResNetOut r = resnet(g, x, net, 2);
        g.part = 2;
        using SA = VisionNet::SegAttention;
        logits = net.head == H::PspNet          ? mmsegClassify(g, pyramidPooling(g, r.c5, 512), net)
                 : net.head == H::DeepLabV3Plus ? mmsegDeepLabV3PlusHead(g, r.c2, r.c5, net)
                 : net.segAttention == SA::NonLocal ? mmsegNonLocalHead(g, r.c5, net)
                 : net.segAttention == SA::DualAttention ? mmsegDualAttentionHead(g, r.c5, net, outs)
                 : net.openmmlab ? (net.head == H::DeepLabV3 ? mmsegAsppHead(g, r.c5, net)
                                                           : mmsegFcnHead(g, r.c5, net, 512, 2, true))
                 : net.head == H::DeepLabV3 ? deeplabHead(g, r.c5, net)
                                            : fcnHead(g, r.c5, net);
        // mmseg's auxiliary FCNHead on stage 3 (1024 channels in, 256, one conv), loss weight 0.4.
        aux = net.openmmlab ? mmsegFcnHead(g, r.c4, net, 256, 1, false) : -1;
    }
    g.part = 3;
    outs.push_back(logits);
    outs.push_back(aux);
    for (T out : outs) {
        if (out < 0)
            continue;
        T full = g.resized(out, in.height, in.width); // bilinear upsampling keeps nothing
        g[full].bytes = 4;
        g.crossEntropy(full, std::max(1.0, in.batch) * in.height * in.width);
    }
}

// A classifier's walk: the backbone, its head (a ViT's class token, a pooled map, C3D's fc
// layers) and the cross-entropy over the batch.
void classifier(Walk &g, T x, const VisionNet &net, const VisionInput &in, bool video)
{
    using B = VisionNet::Backbone;
    const double n = std::max(1.0, in.batch);
    T logits = -1;
    if (net.backbone == B::Vit) {
        // (an image ViT given clips, or space-only attention, sees every frame as an image of the
        // batch: visionInputFor multiplies the batch and gives one frame)
        T last = vit(g, x, net, in.fusedAttention, in.frames);
        g.part = 2;
        // The head reads x[:, 0]: in fp32 a view that keeps the final norm's whole output; under
        // autocast the 16-bit copy of the class token alone.
        T token = g.make(n, net.vitHidden, 1, 1, 1, 4, true);
        if (!in.autocast16) {
            g.save(last);
            g[token].saved = true;
        }
        logits = g.linear(token, net.classes, true, true);
    } else if (net.backbone == B::C3d) {
        T y = c3d(g, x);
        g.part = 2;
        // mmaction's I3DHead under C3D: dropout 0.5, fc_cls
        logits = g.linear(g.dropout(y, 0.5), net.classes, true, true);
    } else if (video) {
        T y = videoResnet(g, x, net);
        g.part = 2;
        T pooled = g.make(n, g[y].c, 1, 1, 1, g[y].bytes, true);
        logits = g.linear(pooled, net.classes, true, true);
    } else if (net.backbone == B::MobileNetV2) {
        T last = mobileNetV2(g, x);
        g.part = 2;
        // avgpool keeps nothing; Dropout(0.2) keeps its mask; the linear its input
        T pooled = g.make(n, g[last].c, 1, 1, 1, g[last].bytes, true);
        logits = g.linear(g.dropout(pooled, 0.2), net.classes, true, true);
    } else if (net.backbone == B::Swin || net.backbone == B::ConvNeXt) {
        T last = hierarchical(g, x, net, 0)[3];
        g.part = 2;
        logits = hierarchicalLogits(g, last, net);
    } else {
        ResNetOut r = resnet(g, x, net, 4);
        g.part = 2;
        T pooled = g.make(n, g[r.c5].c, 1, 1, 1, g[r.c5].bytes, g[r.c5].grad); // avgpool keeps c5 (saved already)
        logits = g.linear(pooled, net.classes, true, true);
    }
    g.part = 3;
    g.crossEntropy(logits, n);
}

int roundUp32(int v) { return (v + 31) / 32 * 32; }

} // namespace

std::string VisionNet::describe() const
{
    std::string b;
    switch (backbone) {
    case Backbone::ResNet:
        if (groups > 1)
            b = "ResNeXt-" + std::to_string(depth) + " " + std::to_string(groups) + "x" + std::to_string(widthPerGroup) + "d";
        else
            b = (widthPerGroup > 64 ? "Wide ResNet-" : openmmlab ? "ResNetV1c-" : "ResNet-") + std::to_string(depth);
        break;
    case Backbone::Vit: b = "ViT " + std::to_string(vitLayers) + "x" + std::to_string(vitHidden) + "/" + std::to_string(patch); break;
    case Backbone::Video3d: b = "R3D-" + std::string(depth == 34 ? "34" : "18"); break;
    case Backbone::VideoMixed3d: b = "MC3-" + std::string(depth == 34 ? "34" : "18"); break;
    case Backbone::Video2plus1d: b = "R(2+1)D-" + std::string(depth == 34 ? "34" : "18"); break;
    case Backbone::Swin: b = "Swin-" + sizeName + (window != 7 ? " (window " + std::to_string(window) + ")" : ""); break;
    case Backbone::ConvNeXt: b = "ConvNeXt-" + sizeName; break;
    case Backbone::MiT: b = "MiT-" + sizeName; break;
    case Backbone::MobileNetV2: b = "MobileNetV2"; break;
    case Backbone::C3d: b = "C3D"; break;
    }
    switch (neck) {
    case Neck::Fpn: b += groupNorm ? " + FPN (GN)" : " + FPN"; break;
    case Neck::C4: b += " C4"; break;
    case Neck::DilatedC5: b += " DC5"; break;
    case Neck::Dilated: b += "-D8"; break; // mmseg's name for output stride 8
    case Neck::None:
        if (groupNorm)
            b += " (GN)";
        break;
    }
    switch (head) {
    case Head::Classifier: break;
    case Head::FasterRcnn: b += cascadeStages > 1 ? " + Cascade R-CNN" : " + Faster R-CNN"; break;
    case Head::MaskRcnn: b += hybridTaskCascade ? " + HTC" : cascadeStages > 1 ? " + Cascade Mask R-CNN" : " + Mask R-CNN"; break;
    case Head::KeypointRcnn: b += " + Keypoint R-CNN"; break;
    case Head::RetinaNet: b += " + RetinaNet"; break;
    case Head::Fcos: b += " + FCOS"; break;
    case Head::CenterNet: b += " + CenterNet"; break;
    case Head::DeepLabV3:
        b += segAttention == SegAttention::NonLocal        ? " + NonLocal head"
             : segAttention == SegAttention::DualAttention ? " + DANet head"
                                                           : " + DeepLabV3";
        break;
    case Head::Fcn: b += " + FCN"; break;
    case Head::UperNet: b += backbone == Backbone::Vit ? " + MLN + UperNet" : " + UperNet"; break;
    case Head::Segmenter: b += " + Segmenter mask transformer"; break;
    case Head::PspNet: b += " + PSPNet"; break;
    case Head::DeepLabV3Plus: b += " + DeepLabV3+"; break;
    case Head::SegFormer: b += " + SegFormer head" + (decodeChannels != 256 ? " (" + std::to_string(decodeChannels) + ")" : std::string()); break;
    }
    if (convBoxHead && !groupNorm && (head == Head::FasterRcnn || head == Head::MaskRcnn))
        b += " (4conv1fc)";
    if (openmmlab || head == Head::UperNet)
        b += " + aux FCN";
    if (temporalShift)
        b += " (TSM)";
    if (videoStemPool)
        b += " (mmaction)";
    if (channelSeparated)
        b += " (CSN)";
    return b;
}

VisionActivations visionActivations(const VisionNet &net, const VisionInput &in)
{
    using H = VisionNet::Head;
    using B = VisionNet::Backbone;
    Walk g(in.autocast16, in.cpuKernels);
    const double n = std::max(1.0, in.batch);
    const bool detector = net.head == H::FasterRcnn || net.head == H::MaskRcnn || net.head == H::KeypointRcnn ||
                          net.head == H::RetinaNet ||
                          net.head == H::Fcos;
    const int height = detector ? roundUp32(in.height) : in.height;
    const int width = detector ? roundUp32(in.width) : in.width;
    const bool hier = net.backbone == B::Swin || net.backbone == B::ConvNeXt;
    const bool video = net.backbone == B::Video3d || net.backbone == B::VideoMixed3d || net.backbone == B::Video2plus1d ||
                       net.backbone == B::C3d;
    T x = g.input(n, 3, video ? std::max(1, in.frames) : 1, height, width);

    if (video || net.head == H::Classifier) {
        classifier(g, x, net, in, video);
    } else if (net.head == H::CenterNet) {
        ResNetOut r = resnet(g, x, net, 4);
        centerNet(g, r.c5, net);
    } else if (net.head == H::SegFormer || net.head == H::DeepLabV3 || net.head == H::Fcn || net.head == H::UperNet ||
               net.head == H::Segmenter || net.head == H::PspNet || net.head == H::DeepLabV3Plus) {
        segmenter(g, x, net, in);
    } else if (net.neck == VisionNet::Neck::C4) {
        ResNetOut r = resnet(g, x, net, 4, 3);
        res5Heads(g, r.c4, net, n, net.head == H::MaskRcnn);
    } else if (net.neck == VisionNet::Neck::DilatedC5) {
        // DC5: res5 dilated (stride 16) is the only feature map, for the RPN (15 anchors a
        // location) and the box and mask heads' RoIAlign (2048 channels).
        ResNetOut r = resnet(g, x, net, 3);
        rpn(g, {r.c5}, 15);
        boxHead(g, net, n, g[r.c5].c);
        if (net.head == H::MaskRcnn)
            maskHead(g, net, n, g[r.c5].c);
    } else {
        const bool retinaLike = net.head == H::RetinaNet || net.head == H::Fcos;
        std::vector<T> levels;
        if (hier) { // mmdet's out_indices: (1, 2, 3) under one-stage heads, all four under R-CNN
            const StageOuts o = hierarchical(g, x, net, retinaLike ? 0xEu : 0xFu);
            levels.assign(o.begin() + (retinaLike ? 1 : 0), o.end());
        } else {
            ResNetOut r = resnet(g, x, net, 4);
            levels = retinaLike ? std::vector<T>{r.c3, r.c4, r.c5} : std::vector<T>{r.c2, r.c3, r.c4, r.c5};
        }
        g.part = 1;
        std::vector<T> p = fpn(g, levels, retinaLike, net.groupNorm);
        g.part = 2;
        if (net.head == H::RetinaNet) {
            const double anchors = 9;
            predictor(g, tower(g, p, 4, false), anchors * net.classes, 3);
            predictor(g, tower(g, p, 4, false), anchors * 4, 3);
            g.part = 3;
            const bool fused = net.mmdet && !in.cpuKernels;
            focalLoss(g, n * locations(g, p) * anchors * net.classes, fused ? n * locations(g, p) * anchors : 0);
        } else if (net.head == H::Fcos) {
            std::vector<T> cls = tower(g, p, 4, true);
            predictor(g, cls, net.classes, 3);
            std::vector<T> reg = tower(g, p, 4, true);
            predictor(g, reg, 4, 3);
            predictor(g, reg, 1, 3);
            // bbox_reg goes through a ReLU that keeps its result (4 per location)
            g.add(n * locations(g, p) * 4 * g.lowBytes());
            g.part = 3;
            focalLoss(g, n * locations(g, p) * net.classes, net.mmdet && !in.cpuKernels ? n * locations(g, p) : 0);
        } else {
            rcnnHeads(g, p, net, n, net.head == H::MaskRcnn);
            if (net.head == H::KeypointRcnn)
                keypointHead(g, p, net, n);
        }
    }
    VisionActivations out;
    out.bytes = g.saved;
    out.params = g.params;
    out.trainableParams = g.trainable;
    out.backbone = g.parts[0];
    out.neck = g.parts[1];
    out.heads = g.parts[2];
    out.loss = g.parts[3];
    out.backwardTransient = g.backwardTransient;
    return out;
}

} // namespace headroom
