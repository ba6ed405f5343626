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

} // namespace headroom
