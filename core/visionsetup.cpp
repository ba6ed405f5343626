#include "visionsetup.h"

#include "resolve.h"

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
    case H::RetinaNet:
    case H::Fcos: return ModelKind::Detection;
    case H::DeepLabV3:
    case H::Fcn: return ModelKind::Segmentation;
    case H::Classifier: break;
    }
    return net.backbone == VisionNet::Backbone::Vit ? ModelKind::Vit : ModelKind::Cnn;
}

VisionActivations visionActivationsFor(const ResolvedSetup &r, const VisionNet &net)
{
    return visionActivations(net, visionInputFor(r, net));
}

VisionInput visionInputFor(const ResolvedSetup &r, const VisionNet &net)
{
    const DataFields &d = r.setup.data;
    using B = VisionNet::Backbone;
    const bool video = net.backbone == B::Video3d || net.backbone == B::VideoMixed3d || net.backbone == B::Video2plus1d;
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
    in.frames = video ? (d.frames > 0 ? d.frames : 16) : 1;
    in.batch = r.setup.run.microBatch;
    in.autocast16 = r.setup.run.precision != Precision::Fp32;
    return in;
}

} // namespace headroom
