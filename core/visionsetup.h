#pragma once
// Between a training setup and the vision activation walk (visionacts.h): which network a
// setup names, at which input, and what the walk gives the estimator.

#include "enums.h"
#include "visionacts.h"

#include <optional>

namespace headroom {

struct TrainingSetup;
struct ResolvedSetup;

// The network model.name (else model.preset) names, if it is one the walk knows.
std::optional<VisionNet> visionNetFor(const TrainingSetup &setup);

// The model kind a walked network trains as (cnn, detection, segmentation, vit).
ModelKind visionKind(const VisionNet &net);

// The walk at the setup's input: data.image_height/width (else the family's usual training
// size: 224, detectors 800x1333, segmentation 512x1024, video 16 x 112x112), data.frames,
// run.micro_batch, autocast unless fp32. On a GPU: CUDA dropout masks, fused attention.
VisionActivations visionActivationsFor(const ResolvedSetup &setup, const VisionNet &net);

// The input that walk uses (also what the DataLoader yields per sample).
VisionInput visionInputFor(const ResolvedSetup &setup, const VisionNet &net);

// A detector's batch of two or more images padded to a square of the longer side (data.pad_square).
bool paddedToSquare(const ResolvedSetup &setup);

struct Coefficients;

// Anchors an anchor-based detector lays over one image of `height` x `width` (padded to a
// multiple of 32): R-CNN's RPN 3 per location on P2-P6 (strides 4-64), RetinaNet 9 on P3-P7
// (strides 8-128); 0 for anchor-free heads (FCOS) and non-detectors.
double detectorAnchors(const VisionNet &net, int height, int width);

// The anchor assignment's transient: the IoU of every ground-truth box with every anchor of one
// image, computed in the forward pass after the backbone, FPN and RPN head have saved their
// activations (detectron2 RPN.label_and_sample_anchors -> pairwise_iou, mmdet MaxIoUAssigner ->
// bbox_overlaps, torchvision box_iou). Zero unless model.kind is detection with an anchor head.
double detectionAssignBytes(const ResolvedSetup &setup, const Coefficients &c);
// A task-aligned assigner's transient (YOLOv8, YOLO11): the whole micro batch's (image, box, anchor
// point) pairs at once, in the loss.
double taskAlignedAssignBytes(const ResolvedSetup &setup, const Coefficients &c);

// The backward of a segmenter's full-resolution cross-entropy: two fp32 gradients of the
// upsampled logits (micro batch x classes x height x width) at once, one head at a time
// (dense_loss_backward_bytes_per_element). Zero for networks that are not walked segmenters.
double segmentationLossBackwardBytes(const ResolvedSetup &setup, const Coefficients &c);

} // namespace headroom
