#include "visionsetup.h"

#include "catalog.h"
#include "coefficients.h"
#include "resolve.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>
#include <string>

namespace headroom {

std::optional<VisionNet> visionNetFor(const TrainingSetup &s)
{
    if (std::optional<VisionNet> net = parseVisionNet(s.model.name))
        return net;
    return parseVisionNet(s.model.preset);
}

ModelKind visionKind(const VisionNet &net)
{
    using H = VisionNet::Head;
    switch (net.head) {
    case H::FasterRcnn:
    case H::MaskRcnn:
    case H::KeypointRcnn:
    case H::RetinaNet:
    case H::Fcos:
    case H::CenterNet: return ModelKind::Detection;
    case H::DeepLabV3:
    case H::Fcn:
    case H::SegFormer:
    case H::UperNet:
    case H::Segmenter:
    case H::PspNet:
    case H::DeepLabV3Plus: return ModelKind::Segmentation;
    case H::Classifier: break;
    }
    return net.backbone == VisionNet::Backbone::Vit ? ModelKind::Vit : ModelKind::Cnn;
}

VisionActivations visionActivationsFor(const ResolvedSetup &r, const VisionNet &net)
{
    return visionActivations(net, visionInputFor(r, net));
}

bool paddedToSquare(const ResolvedSetup &r)
{
    return r.setup.data.padSquare && r.setup.run.microBatch >= 2 && r.setup.model.kind == ModelKind::Detection;
}

VisionInput visionInputFor(const ResolvedSetup &r, const VisionNet &net)
{
    const DataFields &d = r.setup.data;
    using B = VisionNet::Backbone;
    const bool video = net.backbone == B::Video3d || net.backbone == B::VideoMixed3d || net.backbone == B::Video2plus1d ||
                       net.backbone == B::C3d;
    VisionInput in;
    switch (visionKind(net)) {
    case ModelKind::Detection: in.height = 800, in.width = 1333; break; // detectron2 / mmdet resize
    case ModelKind::Segmentation: in.height = 512, in.width = 1024; break; // Cityscapes crops
    default: in.height = in.width = video ? 112 : 224; break;
    }
    if (d.imageHeight > 0 && d.imageWidth > 0) {
        in.height = d.imageHeight;
        in.width = d.imageWidth;
    }
    if (paddedToSquare(r)) // (a batch of both orientations)
        in.height = in.width = std::max(in.height, in.width);
    in.frames = video ? (d.frames > 0 ? d.frames : 16) : 1;
    // a ViT attending across a clip's frames (TimeSformer's joint or divided attention): 8 unless told
    const bool clipAttention = net.backbone == B::Vit && net.videoAttention != VisionNet::VideoAttention::FrameWise;
    if (clipAttention)
        in.frames = d.frames > 0 ? d.frames : 8;
    in.batch = r.setup.run.microBatch;
    // A 2D CNN given clips (TSN, TSM, TIN: mmaction's Recognizer2D) runs each frame as an image:
    // the backbone sees micro_batch x frames images and keeps the activations of each.
    if (!video && !clipAttention && d.frames > 1 && (visionKind(net) == ModelKind::Cnn || net.backbone == B::Vit))
        in.batch *= d.frames;
    // (a video family walked as its 2D backbone: the clip's frame-equivalents, 32 frames unless told)
    if (net.frameShare > 0)
        in.batch = std::max(1, static_cast<int>(std::lround(r.setup.run.microBatch * (d.frames > 0 ? d.frames : 32) * net.frameShare)));
    in.autocast16 = r.setup.run.precision != Precision::Fp32;
    // eager attention (nn.MultiheadAttention before PyTorch 2's fused kernels, or asked for its
    // weights) keeps the softmax; a network that writes its attention out does unless told
    in.fusedAttention = r.setup.isStated("run.attention") ? r.setup.run.attention != Attention::Eager : !net.softmaxKept;
    return in;
}

double detectorAnchors(const VisionNet &net, int height, int width)
{
    using H = VisionNet::Head;
    if (net.neck == VisionNet::Neck::C4 || net.neck == VisionNet::Neck::DilatedC5) {
        // One map at stride 16 (res4, or the dilated res5), 5 sizes x 3 ratios a location.
        const int h = (std::max(1, height) + 31) / 32 * 2, w = (std::max(1, width) + 31) / 32 * 2;
        return static_cast<double>(h) * w * 15;
    }
    int first = 0, last = 0, perLocation = 0;
    switch (net.head) {
    case H::FasterRcnn:
    case H::MaskRcnn:
    case H::KeypointRcnn: first = 2, last = 6, perLocation = 3; break; // sizes 32-512, ratios 0.5/1/2
    case H::RetinaNet: first = 3, last = 7, perLocation = 9; break; // 3 scales x 3 ratios
    default: return 0;
    }
    // The padded image; level l has stride 2^l, each halving rounds up (P6 and P7 come from a
    // stride-2 pool or conv of an odd map: 800x1344 gives P6 13x21, P7 7x11).
    int h = (std::max(1, height) + 31) / 32 * 32, w = (std::max(1, width) + 31) / 32 * 32;
    double locations = 0;
    for (int level = 1; level <= last; ++level) {
        h = (h + 1) / 2;
        w = (w + 1) / 2;
        if (level >= first)
            locations += static_cast<double>(h) * w;
    }
    return locations * perLocation;
}

namespace {

enum class DetectionLibrary { Unknown, Detectron2, Other };

// The library a name spells: detectron2 (the word, or its config spelling with the depth apart:
// R_50, X_101 -- which wins over the COCO-Detection/ folder of its config paths), or torchvision /
// mmdetection (their words, torchvision's fasterrcnn_ / maskrcnn_, mmdet's config names ending
// in _coco).
DetectionLibrary libraryNamed(const std::string &name)
{
    std::string text = name;
    for (char &ch : text)
        ch = std::isalnum(static_cast<unsigned char>(ch)) ? static_cast<char>(std::tolower(static_cast<unsigned char>(ch))) : ' ';
    // The word itself first: it outweighs a detectron2-like spelling ("MaskRCNN R101 FPN mmdet").
    std::istringstream all(text);
    std::string word;
    while (all >> word)
        if (word == "mmdet" || word == "mmdetection")
            return DetectionLibrary::Other;
    std::istringstream words(text);
    std::string previous;
    bool other = false;
    while (words >> word) {
        if (word == "detectron2" || word == "d2" ||
            ((previous == "r" || previous == "x") && std::isdigit(static_cast<unsigned char>(word[0]))))
            return DetectionLibrary::Detectron2;
        other = other || word == "mmdet" || word == "mmdetection" || word == "torchvision" || word == "fasterrcnn" ||
                word == "maskrcnn" || word == "coco";
        previous = word;
    }
    return other ? DetectionLibrary::Other : DetectionLibrary::Unknown;
}

// detectron2 when the setup's own names say so, else when the catalog entry it resolved to is
// detectron2's network (its name says so).
bool detectron2Named(const ResolvedSetup &r)
{
    for (const std::string *name : {&r.setup.model.name, &r.setup.model.preset}) {
        const DetectionLibrary lib = libraryNamed(*name);
        if (lib != DetectionLibrary::Unknown)
            return lib == DetectionLibrary::Detectron2;
    }
    return r.preset && libraryNamed(r.preset->name) == DetectionLibrary::Detectron2;
}

} // namespace

double detectionAssignBytes(const ResolvedSetup &r, const Coefficients &c)
{
    if (r.setup.model.kind != ModelKind::Detection)
        return 0;
    const std::optional<VisionNet> net = r.vision ? r.vision : visionNetFor(r.setup);
    if (!net)
        return 0;
    const VisionInput in = visionInputFor(r, *net); // 800x1333 unless data.image_size says
    // One image at a time: the loops assign per image and free the matrix before the next.
    const double perPair = detectron2Named(r) ? c.detectionIouBytesPerPairDetectron2 : c.detectionIouBytesPerPair;
    return perPair * c.detectionGtBoxesMax * detectorAnchors(*net, in.height, in.width);
}

double taskAlignedAssignBytes(const ResolvedSetup &r, const Coefficients &c)
{
    if (r.setup.model.kind != ModelKind::Detection || !r.preset || !r.preset->taskAlignedAssigner)
        return 0;
    // A task-aligned assigner (YOLOv8, YOLO11, MMYOLO's BatchTaskAlignedAssigner) runs on the whole
    // micro batch at once, over (images, most boxes of any image in the batch, anchor points):
    // one point per cell at strides 8, 16 and 32 (8,400 at 640 px). Mosaic tiles four images
    // into one, so the most boxes of a training image is four COCO images' most.
    // (the image the preset's activations were measured at where the setup gives none)
    // (Ultralytics' 640 where the preset names none either)
    const ActivationProfile &ref = r.preset->activation;
    const int refSide = ref.refHeight > 0 ? ref.refHeight : 640;
    const int h = r.setup.data.imageHeight > 0 ? r.setup.data.imageHeight : refSide;
    const int w = r.setup.data.imageWidth > 0 ? r.setup.data.imageWidth : std::max(h, ref.refWidth);
    const int side = std::max(h, w); // (batches are letterboxed to a square)
    double points = 0;
    for (int stride : {8, 16, 32})
        points += std::ceil(static_cast<double>(side) / stride) * std::ceil(static_cast<double>(side) / stride);
    return c.detectionTalBytesPerPair * c.detectionMosaicImages * c.detectionGtBoxesMax * points *
           std::max(1, r.setup.run.microBatch);
}

double segmentationLossBackwardBytes(const ResolvedSetup &r, const Coefficients &c)
{
    using H = VisionNet::Head;
    if (!r.vision && r.setup.model.kind != ModelKind::Segmentation)
        return 0;
    // A segmenter from the catalog (its activations a measured or computed profile) has the same
    // loss as one the walk builds: its name gives the head, the classes and the input.
    const std::optional<VisionNet> net = r.vision ? r.vision : visionNetFor(r.setup);
    if (!net || (net->head != H::DeepLabV3 && net->head != H::Fcn && net->head != H::SegFormer && net->head != H::UperNet &&
                 net->head != H::Segmenter && net->head != H::PspNet && net->head != H::DeepLabV3Plus))
        return 0;
    const VisionInput in = visionInputFor(r, *net);
    return c.denseLossBackwardBytesPerElement * in.batch * net->classes * static_cast<double>(in.height) * in.width;
}

} // namespace headroom
