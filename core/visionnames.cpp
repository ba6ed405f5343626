// Model names as detectron2, mmdetection/mmsegmentation, torchvision and timm spell them, read
// into a VisionNet (see visionacts.h).

#include "visionacts.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <string>
#include <vector>

namespace headroom {

namespace {

std::vector<std::string> tokens(const std::string &name)
{
    std::vector<std::string> out;
    std::string cur;
    for (char ch : name) {
        const unsigned char c = static_cast<unsigned char>(ch);
        if (std::isalnum(c)) {
            cur += static_cast<char>(std::tolower(c));
        } else if (!cur.empty()) {
            out.push_back(cur);
            cur.clear();
        }
    }
    if (!cur.empty())
        out.push_back(cur);
    return out;
}

bool digits(const std::string &s) { return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }); }

// A short run of digits as a number, else -1 (never throws on a long one).
int smallNumber(const std::string &s) { return digits(s) && s.size() <= 4 ? std::stoi(s) : -1; }

bool knownDepth(int d) { return d == 18 || d == 34 || d == 50 || d == 101 || d == 152; }

// "32x8d" → groups 32, width 8.
bool groupsWidth(const std::string &s, int &groups, int &width)
{
    const size_t x = s.find('x');
    if (x == std::string::npos || x == 0 || s.back() != 'd')
        return false;
    groups = smallNumber(s.substr(0, x));
    width = smallNumber(s.substr(x + 1, s.size() - x - 2));
    return groups > 0 && width > 0;
}

// The digits that follow `prefix` in a token ("resnet50" with "resnet" → 50), or -1.
int suffixNumber(const std::string &tok, const std::string &prefix)
{
    if (tok.rfind(prefix, 0) != 0)
        return -1;
    return smallNumber(tok.substr(prefix.size()));
}

// ViT sizes by letter (torchvision vit_b_16) or word (timm vit_base_patch16_224).
bool vitSize(const std::string &tok, VisionNet &net)
{
    struct Size { const char *letter, *word; int layers, hidden, heads, mlp; };
    static const Size sizes[] = {{"t", "tiny", 12, 192, 3, 768}, {"s", "small", 12, 384, 6, 1536}, {"b", "base", 12, 768, 12, 3072},
                                 {"l", "large", 24, 1024, 16, 4096}, {"h", "huge", 32, 1280, 16, 5120}};
    for (const Size &s : sizes) {
        if (tok == s.letter || tok == s.word) {
            net.vitLayers = s.layers;
            net.vitHidden = s.hidden;
            net.vitHeads = s.heads;
            net.vitMlp = s.mlp;
            return true;
        }
    }
    return false;
}

using B = VisionNet::Backbone;
using H = VisionNet::Head;
using N = VisionNet::Neck;

// A head token: detectors, segmenters. "rcnn" after "mask" keeps Mask R-CNN.
bool readHead(const std::string &k, const std::string &next, VisionNet &net)
{
    if (k == "maskrcnn" || (k == "mask" && (next == "rcnn" || next == "r")))
        net.head = H::MaskRcnn;
    else if (k == "keypointrcnn" || k == "keypoint")
        net.head = H::KeypointRcnn;
    else if ((k == "fasterrcnn" || k == "faster" || k == "rcnn") && net.head != H::MaskRcnn &&
             net.head != H::KeypointRcnn)
        net.head = H::FasterRcnn;
    else if (k == "retinanet")
        net.head = H::RetinaNet;
    else if (k == "fcos")
        net.head = H::Fcos;
    else if (k == "deeplabv3plus" || k == "deeplabv3p")
        net.head = H::DeepLabV3Plus;
    else if (k == "pspnet")
        net.head = H::PspNet;
    else if (k.rfind("deeplabv3", 0) == 0 || k == "deeplab")
        net.head = H::DeepLabV3;
    else if (k == "fcn")
        net.head = H::Fcn;
    else if (k == "centernet")
        net.head = H::CenterNet;
    else if (k == "upernet" || k == "uperhead")
        net.head = H::UperNet;
    else if (k == "segmenter")
        net.head = H::Segmenter;
    else
        return false;
    return true;
}

bool readNeck(const std::string &k, VisionNet &net)
{
    if (k == "fpn")
        net.neck = N::Fpn;
    else if (k == "c4")
        net.neck = N::C4;
    else if (k == "dc5")
        net.neck = N::DilatedC5;
    else if (k == "d8")
        net.neck = N::Dilated;
    else
        return false;
    return true;
}

// Video backbones: torchvision's r3d_18, mc3_18, r2plus1d_18.
bool readVideoBackbone(const std::string &k, VisionNet &net)
{
    if (k == "r3d" || k == "r3d18")
        net.backbone = B::Video3d;
    else if (k == "mc3" || k == "mc318")
        net.backbone = B::VideoMixed3d;
    else if (k == "r2plus1d" || k == "r2plus1d18" || k == "r21d")
        net.backbone = B::Video2plus1d;
    else if (k == "c3d")
        net.backbone = B::C3d;
    else
        return false;
    return true;
}

// A video ResNet's depth after its name: torchvision's r2plus1d_18 / r3d_34, mmaction2's
// r2plus1d_r34 (whose ResNet2Plus1d pools after the stem).
bool readVideoDepth(const std::string &k, VisionNet &net)
{
    const bool video = net.backbone == B::Video3d || net.backbone == B::VideoMixed3d || net.backbone == B::Video2plus1d;
    if (!video || !(k == "18" || k == "34" || k == "r18" || k == "r34"))
        return false;
    net.depth = k.back() == '4' ? 34 : 18;
    net.videoStemPool = k[0] == 'r';
    return true;
}

// torchvision's mobilenet_v2 (or MobileNetV2). Moves `i` past the version token.
bool readMobileNet(const std::vector<std::string> &t, size_t &i, VisionNet &net)
{
    // (mmseg spells it m-v2: deeplabv3plus_m-v2-d8)
    const bool split = (t[i] == "mobilenet" || t[i] == "m") && i + 1 < t.size() && t[i + 1] == "v2";
    if (!split && t[i] != "mobilenetv2")
        return false;
    net.backbone = B::MobileNetV2;
    i += split ? 1 : 0;
    return true;
}

// TimeSformer (mmaction2's and HF's): ViT-B/16 over the clip, divided space-time attention
// unless the name says otherwise (readVideoAttention).
bool readVideoTransformer(const std::string &k, VisionNet &net)
{
    if (k != "timesformer")
        return false;
    net.backbone = B::Vit;
    net.videoAttention = VisionNet::VideoAttention::Divided;
    net.softmaxKept = true;
    return true;
}

// TimeSformer's attention as mmaction2's config names spell it: divST, jointST, spaceOnly.
bool readVideoAttention(const std::string &k, VisionNet &net)
{
    using VA = VisionNet::VideoAttention;
    if (k == "divst" || k == "divided")
        net.videoAttention = VA::Divided;
    else if (k == "jointst")
        net.videoAttention = VA::Joint;
    else if (k == "spaceonly")
        net.videoAttention = VA::FrameWise;
    else
        return false;
    return true;
}

// ViT: vit_b_16, vit_base_patch16_224, "vit-l/14". Moves `i` past the size and patch tokens.
bool readVit(const std::vector<std::string> &t, size_t &i, VisionNet &net)
{
    const std::string &k = t[i];
    // (DeiT is ViT's architecture, trained otherwise: mmseg's upernet_deit-s16)
    const bool deit = k == "deit" || (k.rfind("deit", 0) == 0 && vitSize(k.substr(4), net));
    if (!(k == "vit" || deit || (k.rfind("vit", 0) == 0 && vitSize(k.substr(3), net))))
        return false;
    // A size the walk has no shape for (timm's vit_giant, vit_gigantic, SigLIP's vit_so400m) is
    // not a ViT-B: the model is left unknown, and asked for.
    static const char *unknownSizes[] = {"giant", "gigantic", "g", "e", "enormous"};
    const std::string next = i + 1 < t.size() ? t[i + 1] : std::string();
    const bool shapeOfItsOwn = next.size() > 2 && next.rfind("so", 0) == 0 && std::isdigit(static_cast<unsigned char>(next[2]));
    if (k == "vit" && (shapeOfItsOwn || std::any_of(std::begin(unknownSizes), std::end(unknownSizes),
                                                      [&](const char *w) { return next == w; })))
        return false;
    net.backbone = B::Vit;
    if ((k == "vit" || k == "deit") && i + 1 < t.size() && vitSize(t[i + 1], net))
        ++i;
    // mmseg's spelling, size and patch in one word: vit-b16, deit-s16
    if ((k == "vit" || k == "deit") && i + 1 < t.size() && t[i + 1].size() >= 3 && std::isalpha(static_cast<unsigned char>(t[i + 1][0])) &&
        digits(t[i + 1].substr(1)) && vitSize(t[i + 1].substr(0, 1), net)) {
        net.patch = smallNumber(t[i + 1].substr(1));
        ++i;
        return true;
    }
    if (i + 1 < t.size() && smallNumber(t[i + 1]) >= 8 && smallNumber(t[i + 1]) <= 32)
        net.patch = smallNumber(t[++i]);
    else if (i + 1 < t.size() && suffixNumber(t[i + 1], "patch") > 0)
        net.patch = suffixNumber(t[++i], "patch");
    return true;
}

// The dataset a segmentation config name ends with (mmseg's `_cityscapes`, `_ade20k`,
// `_voc12aug`) sets the classes its logits have.
bool readSegmentationDataset(const std::string &k, VisionNet &net)
{
    if (k == "ucf101" || k == "hmdb51") // (action recognition's datasets: the classifier's classes)
        net.classes = k == "ucf101" ? 101 : 51;
    else if (k == "cityscapes")
        net.classes = 19;
    else if (k == "ade20k" || k == "ade")
        net.classes = 150;
    else if (k == "voc12aug" || k == "voc12" || k == "voc")
        net.classes = 21;
    else
        return false;
    net.datasetNamed = true;
    return true;
}

enum class Match { No, Yes, Refused };

// ResNet family: resnet50, r50, R 50 (detectron2's R_50), resnext101 + 32x8d, x101
// (detectron2's X_101_32x8d), wide_resnet50_2. A depth no ResNet has is refused.
Match readResNet(const std::vector<std::string> &t, size_t &i, VisionNet &net)
{
    const std::string &k = t[i];
    const std::string next = i + 1 < t.size() ? t[i + 1] : std::string();
    int d = -1;
    if ((d = suffixNumber(k, "resnet")) > 0 || (d = suffixNumber(k, "r")) > 0 ||
        ((k == "r" || k == "resnet") && (d = smallNumber(next)) > 0 && ++i)) {
        if (!knownDepth(d))
            return Match::Refused;
        net.backbone = B::ResNet;
        net.depth = d;
        return Match::Yes;
    }
    if ((d = suffixNumber(k, "resnext")) > 0 || (d = suffixNumber(k, "x")) > 0 ||
        (k == "x" && (d = smallNumber(next)) > 0 && ++i)) {
        if (!knownDepth(d))
            return Match::Refused;
        net.backbone = B::ResNet;
        net.depth = d;
        net.groups = 32;
        net.widthPerGroup = 4;
        return Match::Yes;
    }
    if (k == "wide" && i + 1 < t.size() && (d = suffixNumber(next, "resnet")) > 0) {
        net.backbone = B::ResNet;
        net.depth = d;
        net.widthPerGroup = 128;
        ++i;
        if (i + 1 < t.size() && digits(t[i + 1]))
            ++i; // the "_2" of wide_resnet50_2
        return Match::Yes;
    }
    return Match::No;
}

std::string upper(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

// Swin v1 (torchvision swin_t, timm swin_tiny_patch4_window7_224, mmdet swin-t-p4-w7) and
// ConvNeXt v1 (convnext_tiny, convnext-t): the size's letter or word follows the family. Swin V2,
// ConvNeXt V2 and sizes without a published shape are refused, not taken for another size.
Match readHierarchical(const std::vector<std::string> &t, size_t &i, VisionNet &net)
{
    struct Size { const char *letter, *word; int width; std::array<int, 4> blocks; int heads; };
    static const Size swinSizes[] = {{"t", "tiny", 96, {2, 2, 6, 2}, 3}, {"s", "small", 96, {2, 2, 18, 2}, 3},
                                     {"b", "base", 128, {2, 2, 18, 2}, 4}, {"l", "large", 192, {2, 2, 18, 2}, 6}};
    static const Size convnextSizes[] = {{"t", "tiny", 96, {3, 3, 9, 3}, 0}, {"s", "small", 96, {3, 3, 27, 3}, 0},
                                         {"b", "base", 128, {3, 3, 27, 3}, 0}, {"l", "large", 192, {3, 3, 27, 3}, 0},
                                         {"xl", "xlarge", 256, {3, 3, 27, 3}, 0}};
    const std::string &k = t[i];
    // (mmpretrain's and mmdet's type names: SwinTransformer, mmcls.ConvNeXt with its arch)
    const bool swinFamily = k == "swin" || k == "swintransformer", convnextFamily = k == "convnext";
    if (!swinFamily && !convnextFamily) {
        const bool otherVersion = k.rfind("swinv", 0) == 0 || k.rfind("convnextv", 0) == 0;
        return otherVersion ? Match::Refused : Match::No;
    }
    const std::string next = i + 1 < t.size() ? t[i + 1] : std::string();
    const Size *begin = swinFamily ? std::begin(swinSizes) : std::begin(convnextSizes);
    const Size *end = swinFamily ? std::end(swinSizes) : std::end(convnextSizes);
    const Size *size = std::find_if(begin, end, [&](const Size &z) { return next == z.letter || next == z.word; });
    net.backbone = swinFamily ? B::Swin : B::ConvNeXt;
    if (size == end) {
        // mmdet's own numbers, "swin 96 [2, 2, 6, 2]" (embed_dims, depths): any such network,
        // named by the size whose shape it has; heads of 32 channels, as every Swin has them.
        const int width = smallNumber(next);
        std::array<int, 4> blocks{};
        size_t j = i + 2;
        for (int &b : blocks)
            b = j < t.size() ? smallNumber(t[j++]) : -1;
        if (width < 32 || width % 32 != 0 || std::any_of(blocks.begin(), blocks.end(), [](int b) { return b < 1; }))
            return Match::Refused; // "swin v2", convnext_nano, or no size at all
        net.stageWidth = width;
        net.stageBlocks = blocks;
        net.stageHeads = width / 32;
        const Size *same = std::find_if(begin, end, [&](const Size &z) { return z.width == width && z.blocks == blocks; });
        net.sizeName = upper(same != end ? same->letter : std::to_string(width) + "/" + std::to_string(blocks[2]));
        i = j - 1;
        return Match::Yes;
    }
    net.stageWidth = size->width;
    net.stageBlocks = size->blocks;
    net.stageHeads = size->heads;
    net.sizeName = upper(size->letter);
    ++i;
    return Match::Yes;
}

// SegFormer's MiT-B0..B5 (mmseg's segformer_mit-b2_…, HF's nvidia/segformer-b2-finetuned-ade-512-512,
// mit_b2): its stage widths and depths (Xie et al. 2021, table 6); HF's B2-B5 decode at 768 wide.
bool readMit(const std::vector<std::string> &t, size_t i, VisionNet &net, bool segformerNamed)
{
    struct Size { std::array<int, 4> widths, blocks; };
    static const Size sizes[] = {{{32, 64, 160, 256}, {2, 2, 2, 2}}, {{64, 128, 320, 512}, {2, 2, 2, 2}},
                                 {{64, 128, 320, 512}, {3, 4, 6, 3}},  {{64, 128, 320, 512}, {3, 4, 18, 3}},
                                 {{64, 128, 320, 512}, {3, 8, 27, 3}}, {{64, 128, 320, 512}, {3, 6, 40, 3}}};
    const std::string &k = t[i];
    std::string size;
    if (k == "mit" && i + 1 < t.size())
        size = t[i + 1];
    else if (k.rfind("mitb", 0) == 0)
        size = k.substr(3);
    else if (segformerNamed && k.size() == 2 && k[0] == 'b')
        size = k;
    if (size.size() != 2 || size[0] != 'b' || size[1] < '0' || size[1] > '5')
        return false;
    const int v = size[1] - '0';
    net.backbone = B::MiT;
    net.mitWidths = sizes[v].widths;
    net.stageBlocks = sizes[v].blocks;
    net.sizeName = "B" + std::to_string(v);
    return true;
}

// Swin's window, where the name gives one (window12, w12).
void readWindow(const std::string &k, VisionNet &net)
{
    int w = suffixNumber(k, "window");
    if (w < 0)
        w = suffixNumber(k, "w");
    if (w >= 2 && w <= 64)
        net.window = w;
}

// What the head implies once every token is read: the neck, frozen stages and classes it
// is trained with; combinations that are not walked are refused.
std::optional<VisionNet> completeNet(VisionNet net, bool backbone, bool head)
{
    if (!backbone) {
        if (!head)
            return std::nullopt;
        net.backbone = B::ResNet; // "mask rcnn" alone: detectron2's and torchvision's R-50
    }
    const bool hierarchical = net.backbone == B::Swin || net.backbone == B::ConvNeXt;
    if ((net.backbone == B::MiT) != (net.head == H::SegFormer))
        return std::nullopt; // MiT is walked under SegFormer's head, and that head only on MiT
    const bool vitDense = net.backbone == B::Vit && (net.head == H::UperNet || net.head == H::Segmenter);
    if (net.head == H::Segmenter && net.backbone != B::Vit)
        return std::nullopt; // Segmenter's mask transformer reads a ViT's patches
    if (net.backbone != B::ResNet && net.head != H::Classifier && net.head != H::SegFormer &&
        !(hierarchical && net.head == H::UperNet) && !vitDense &&
        !(hierarchical && (net.head == H::FasterRcnn || net.head == H::MaskRcnn || net.head == H::RetinaNet ||
                           net.head == H::Fcos) && net.neck != N::C4 && net.neck != N::DilatedC5))
        return std::nullopt; // a video or ViT backbone under a detector head is not walked
    switch (net.head) {
    case H::Classifier:
        if (!net.datasetNamed)
            net.classes = net.backbone == B::Vit || net.backbone == B::ResNet || net.backbone == B::MobileNetV2 || hierarchical
                              ? 1000
                              : 400;
        if (net.neck != N::None)
            return std::nullopt;
        break;
    case H::FasterRcnn:
    case H::MaskRcnn:
    case H::KeypointRcnn:
    case H::RetinaNet:
    case H::Fcos:
        if (net.cascadeStages > 1 && net.head != H::FasterRcnn && net.head != H::MaskRcnn)
            return std::nullopt; // a cascade of one-stage or keypoint heads is not walked
        if (net.neck == N::C4 || net.neck == N::DilatedC5) {
            if (net.head == H::RetinaNet || net.head == H::Fcos || net.cascadeStages > 1)
                return std::nullopt; // one-stage heads and cascades run on an FPN
        } else {
            net.neck = N::Fpn;
        }
        net.frozenBatchNorm = !hierarchical; // fine-tuned from ImageNet weights with frozen statistics
        // stem and res2 frozen (detectron2 FREEZE_AT 2, mmdet frozen_stages 1); mmdet's Swin and
        // ConvNeXt detectors train every stage (frozen_stages -1)
        net.frozenStages = hierarchical ? -1 : 1;
        net.classes = net.head == H::KeypointRcnn ? 2 : 91; // keypoints: person and background
        break;
    case H::CenterNet:
        // mmdet's centernet_r18(_dcnv2): a ResNet (norm_eval False, every stage trained), its
        // own upsampling neck, COCO's 80 classes
        if (net.backbone != B::ResNet || net.neck != N::None)
            return std::nullopt;
        net.classes = 80;
        break;
    case H::SegFormer:
        if (!net.datasetNamed)
            net.classes = 150; // ADE20K, SegFormer's usual benchmark
        break;
    case H::UperNet:
    case H::Segmenter:
        if (net.neck != N::None)
            return std::nullopt; // UPerNet reads every stage at its own stride
        if (!net.datasetNamed)
            net.classes = 150; // ADE20K, UPerNet's and Segmenter's benchmark
        net.openmmlab = net.backbone == B::ResNet; // mmseg's ResNetV1c deep stem under upernet_r50
        // mmseg's ViT attends through mmcv's MultiheadAttention, which asks nn.MultiheadAttention
        // for its weights: the softmax is kept
        net.softmaxKept = net.backbone == B::Vit;
        break;
    case H::PspNet:
    case H::DeepLabV3Plus:
        if (net.backbone != B::ResNet)
            return std::nullopt; // (mmseg's MobileNetV2-D8 under DeepLabV3+ is not walked)
        net.openmmlab = true; // mmseg's heads, on its ResNetV1c, with the auxiliary FCN head
        [[fallthrough]];
    case H::DeepLabV3:
    case H::Fcn:
        net.neck = N::Dilated;
        if (net.classes == 1000)
            net.classes = 21; // torchvision's VOC default
        break;
    }
    return net;
}

} // namespace

// Networks around a backbone that are not walked (video two-pathway and multiscale nets,
// segmentation decoders): named with a backbone that is ("slowfast R50", smp's "unet resnet34"),
// they hold that backbone's activations many times over, so no answer is better than the
// backbone's. (torchvision's video ResNets, DeepLabV3 and FCN are walked.)
std::string unwalkedNetworkIn(const std::string &name)
{
    static const std::set<std::string> notWalked = {"slowfast", "x3d", "i3d", "csn", "ircsn", "ipcsn", "mvit", "mvitv2",
                                                    "unet", "unetplusplus", "linknet", "manet", "maskformer", "mask2former"};
    for (const std::string &word : tokens(name))
        if (notWalked.count(word) != 0)
            return word;
    return std::string();
}

namespace {

// The share of a clip's frames a video family's activations come to, in frames through its 2D
// backbone. SlowFast (Feichtenhofer et al. 2019): the Slow pathway at full width on one frame in
// alpha, the Fast one on every frame at beta = 1/8 of the width, so T/alpha + T/8; the name's
// "4x16x1" gives the Slow frames (4 of mmaction's 32-frame clip: alpha 8), else alpha is 8.
// SlowOnly, I3D and CSN: every frame of the clip at full width (I3D's and CSN's temporal strides
// are walked: inflatedTimeStrides, stageTimeStrides). Their inflated 3D kernels keep the 2D network's activations a frame.
double videoFrameShare(const std::string &family, const std::vector<std::string> &words, int frames)
{
    if (family == "slowonly" || family == "i3d" || family.find("csn") != std::string::npos)
        return 1.0;
    double alpha = 8;
    for (const std::string &w : words) {
        const size_t x = w.find('x');
        if (x == std::string::npos || x == 0 || x > 4 || !std::all_of(w.begin(), w.begin() + static_cast<long>(x), ::isdigit))
            continue;
        const int slow = std::stoi(w.substr(0, x));
        if (slow > 0 && frames >= slow)
            alpha = static_cast<double>(frames) / slow;
        break;
    }
    return 1.0 / alpha + 1.0 / 8.0;
}

} // namespace

std::optional<VisionNet> analogVisionNet(const std::string &name, int frames)
{
    static const std::set<std::string> segmenters = {"ocrnet", "danet", "ccnet",
                                                     "encnet", "gcnet", "nonlocal", "psanet", "apcnet", "dmnet",
                                                     "emanet", "ann", "isanet", "dnlnet"};
    static const std::set<std::string> denseDetectors = {"atss", "gfl", "paa", "vfnet", "tood", "autoassign", "fovea",
                                                         "foveabox", "sabl", "ghm", "reppoints", "pisa", "ddod"};
    static const std::set<std::string> video = {"slowfast", "slowonly", "i3d", "ircsn", "ipcsn", "csn"};
    // HTC (Hybrid Task Cascade): mmdet's Cascade Mask R-CNN with the mask information flow and
    // the semantic branch (VisionNet::hybridTaskCascade)
    static const std::set<std::string> cascades = {"htc"};
    const std::vector<std::string> words = tokens(name);
    std::string family, standIn;
    std::string rest;
    for (const std::string &w : words) {
        if (family.empty() && segmenters.count(w))
            family = w, standIn = "deeplabv3";
        else if (family.empty() && denseDetectors.count(w))
            family = w, standIn = "retinanet";
        else if (family.empty() && video.count(w))
            family = w, standIn = "";
        else if (family.empty() && cascades.count(w))
            family = w, standIn = "cascade mask rcnn";
        else
            rest += w + " ";
    }
    // (the backbone must be named, r50, resnet101, x101: "ann" or "gfl" in some other model's
    // name is no such family)
    const bool backboneNamed = std::any_of(words.begin(), words.end(), [](const std::string &w) {
        for (const char *prefix : {"resnext", "resnet", "r", "x"}) {
            const std::string p(prefix);
            if (w.size() > p.size() && w.compare(0, p.size(), p) == 0 && std::isdigit(static_cast<unsigned char>(w[p.size()])))
                return true;
        }
        return false;
    });
    if (family.empty() || !backboneNamed)
        return std::nullopt;
    std::optional<VisionNet> net = parseVisionNet(rest + standIn);
    if (!net)
        return std::nullopt;
    if (!standIn.empty() && net->head == VisionNet::Head::Classifier)
        return std::nullopt;
    net->hybridTaskCascade = family == "htc";
    if (net->openmmlab && net->head == VisionNet::Head::DeepLabV3)
        net->segAttention = family == "nonlocal" ? VisionNet::SegAttention::NonLocal
                            : family == "danet"  ? VisionNet::SegAttention::DualAttention
                                                 : VisionNet::SegAttention::None;
    if (standIn.empty()) {
        if (net->head != VisionNet::Head::Classifier || net->backbone != VisionNet::Backbone::ResNet)
            return std::nullopt;
        net->frameShare = videoFrameShare(family, words, frames);
        // mmaction2's I3D R-50 (configs/_base_/models/i3d_r50.py): conv1_stride_t 2,
        // pool1_stride_t 2 and ResNet3d's pool2 (with_pool2): a 32-frame clip is 16 frames after
        // the stem conv, 8 after its pool, 4 from the second stage on
        if (family == "i3d")
            net->inflatedTimeStrides = {2, 2, 2};
        // mmaction2's ResNet3dCSN (configs/_base_/models/ircsn_r152.py): conv1 and pool1 keep the
        // frames, each later stage halves them; ir: the 3x3x3 conv is depthwise
        if (family.find("csn") != std::string::npos) {
            net->channelSeparated = true;
            net->stageTimeStrides = {1, 2, 2, 2};
        }
    }
    return net;
}

std::optional<VisionNet> parseVisionNet(const std::string &name)
{
    const std::vector<std::string> t = tokens(name);
    if (t.empty())
        return std::nullopt;
    VisionNet net;
    bool backbone = false, head = false, openmmlab = false, mmdet = false, caffe = false, detectron2 = false;
    bool explicitMmdet = false;
    if (!unwalkedNetworkIn(name).empty())
        return std::nullopt;
    for (size_t i = 0; i < t.size(); ++i) {
        const std::string next = i + 1 < t.size() ? t[i + 1] : std::string();
        if (readHead(t[i], next, net)) {
            head = true;
            continue;
        }
        if (readNeck(t[i], net)) {
            openmmlab = openmmlab || t[i] == "d8"; // mmseg's config names: deeplabv3_r50-d8_512x1024_…
            continue;
        }
        if (t[i] == "mmseg" || t[i] == "mmsegmentation") {
            openmmlab = true;
            continue;
        }
        // mmdetection's config names end in _coco; mmrotate's (built on mmdet's ResNet and heads)
        // in the dataset and angle convention: _dota_le90, _hrsc_oc, _dior_le135
        static const std::set<std::string> openmmlabDetection = {"mmdet", "mmdetection", "coco", "mmrotate",
                                                                 "dota", "hrsc", "dior", "le90", "le135"};
        if (openmmlabDetection.count(t[i]) != 0) {
            mmdet = true;
            // the word itself outweighs a detectron2-like spelling (mmengine's "MaskRCNN R101 FPN mmdet")
            explicitMmdet = explicitMmdet || t[i] == "mmdet" || t[i] == "mmdetection" || t[i] == "mmrotate";
            continue;
        }
        if (t[i] == "caffe") {
            caffe = true;
            continue;
        }
        if (t[i] == "gn" && next != "head") { // "_gn", "gn-all"; FCOS's "gn-head" is its usual head
            net.groupNorm = true;
            continue;
        }
        if (t[i] == "tsm" || t[i] == "resnettsm") { // mmaction's TSM: a ResNet with a temporal shift
            net.temporalShift = true;
            continue;
        }
        if (t[i] == "4conv1fc") {
            net.convBoxHead = true;
            continue;
        }
        if (t[i] == "cascade") {
            net.cascadeStages = 3;
            continue;
        }
        // detectron2's spelling (R_50, X_101; its config paths start COCO-Detection/)
        detectron2 = detectron2 || t[i] == "detectron2" || ((t[i] == "r" || t[i] == "x") && digits(next));
        if (readSegmentationDataset(t[i], net))
            continue;
        if (t[i] == "segformer") {
            net.head = H::SegFormer;
            head = true;
            continue;
        }
        if (readMit(t, i, net, std::find(t.begin(), t.end(), "segformer") != t.end())) {
            backbone = true;
            continue;
        }
        if ((backbone && readVideoDepth(t[i], net)) || readVideoAttention(t[i], net))
            continue;
        if (readVideoBackbone(t[i], net) || readVit(t, i, net) || readVideoTransformer(t[i], net) || readMobileNet(t, i, net)) {
            backbone = true;
            continue;
        }
        const Match family = readHierarchical(t, i, net);
        if (family == Match::Refused)
            return std::nullopt;
        if (family == Match::Yes) {
            backbone = true;
            continue;
        }
        readWindow(t[i], net);
        const Match resnet = readResNet(t, i, net);
        if (resnet == Match::Refused)
            return std::nullopt;
        if (resnet == Match::Yes) {
            backbone = true;
            continue;
        }
        int g = 0, w = 0;
        if (groupsWidth(t[i], g, w)) {
            net.groups = g;
            net.widthPerGroup = w;
        }
    }
    net.openmmlab = openmmlab && (net.head == H::DeepLabV3 || net.head == H::Fcn || net.head == H::UperNet ||
                                  net.head == H::PspNet || net.head == H::DeepLabV3Plus);
    // HF's SegFormer B2-B5 (nvidia/segformer-b2-…: no "mit" in the name) decode 768 wide; mmseg's 256
    if (net.head == H::SegFormer && net.backbone == B::MiT && net.sizeName >= "B2" &&
        std::find(t.begin(), t.end(), "mit") == t.end() &&
        std::none_of(t.begin(), t.end(), [](const std::string &w) { return w.rfind("mitb", 0) == 0; }))
        net.decodeChannels = 768;
    std::optional<VisionNet> out = completeNet(net, backbone, head);
    // (TimeSformer is a video classifier: Kinetics-400's classes, as the video ResNets')
    if (out && std::find(t.begin(), t.end(), "timesformer") != t.end())
        out->classes = 400;
    detectron2 = detectron2 && !explicitMmdet;
    if (out && mmdet && !detectron2)
        out->mmdet = true;
    if (out && out->groupNorm) {
        const bool rcnn = out->head == H::FasterRcnn || out->head == H::MaskRcnn || out->head == H::KeypointRcnn;
        if (out->backbone != B::ResNet || (out->head != H::Classifier && !(rcnn && out->neck == N::Fpn)))
            return std::nullopt; // GroupNorm is walked for ResNet classifiers and the FPN R-CNNs
        out->frozenBatchNorm = out->evalBatchNorm = false;
    }
    if (out && mmdet && !detectron2 && out->frozenBatchNorm && out->backbone == B::ResNet) {
        out->frozenBatchNorm = false;
        out->evalBatchNorm = true;
        out->caffeStyle = caffe;
    }
    return out;
}

} // namespace headroom
