#pragma once
// The estimator's coefficients (resources/coefficients.yaml), looked up once by name.

#include "catalog.h"

#include <map>
#include <string>
#include <vector>

namespace headroom {

struct Coefficients {
    // VRAM
    double cudaContextMib = 500;
    double ncclCommunicatorMib = 600;
    // the same by GPU generation (GpuSpec::arch), where measured or scaled from measurements
    std::map<std::string, double> cudaContextMibByArch;
    double allocatorReserveFraction = 0.10;
    double allocatorReserveMinMib = 64;
    double allocatorReserveFractionExpandable = 0.03;
    double cublasWorkspaceMib = 8.125;
    double nf4BitsPerParam = 4.127;     // with double quantization
    double nf4BitsPerParamSingle = 4.5; // without: one fp32 absmax per 64 weights
    double int8BitsPerParam = 8.008;
    double adam8bitBytesPerParam = 2.0039;
    double adam4bitBytesPerParam = 1.0625;
    double adafactorBytesPerParam = 0.0016;
    double pagedOptimizerGpuFraction = 1.0;
    double dequantBufferLayers = 1;
    double ddpGradCopy = 1.0;
    double fsdpPrefetchLayers = 2;
    double zero3LiveParams = 1e9;
    double zero3PrefetchBucket = 5e7;
    double zero3SubGroup = 1e9;
    double zeroReduceBucket = 5e8;
    double ampCastCache = 1.0;
    double logitsBytesPerElement = 16;
    double logitsBytesPerElementChunked = 4;
    double logitsBytesPerElementCompiled = 6;
    double logitsBytesPerElementChunkedCompiled = 2.75;
    double fusedLossBytesPerTokenHidden = 6;
    double detectionTalBytesPerPair = 35;
    double detectionMosaicImages = 4;
    double denseLossBackwardBytesPerElement = 8;
    double tpReplicatedShare = 10.0 / 34.0;
    double qloraSavesLinearInputs = 1;
    double qloraKeepsPreviousInputs = 1;  // litgpt + bitsandbytes 0.42: the last micro-batch's inputs outlive it
    double lightningBnbQuantizesHead = 1; // Lightning's BitsandbytesPrecision replaces the LM head too
    double lightningBnbDequantBytes = 4;  // fp16 dequantized weight + its cast to the compute dtype
    double detectionGradsThroughForward = 1; // detection/segmentation loops keep the last step's gradients
    double detectionGtBoxesMax = 93;         // most ground-truth boxes in one training image (COCO train2017)
    double detectionIouBytesPerPair = 36;    // the anchor assignment's IoU temporaries per GT-anchor pair
    double detectionIouBytesPerPairDetectron2 = 24; // detectron2's pairwise_iou
    double optimizerStepTempStates = 0;
    double loraDropoutCopies = 1.0;
    double selectiveCheckpointKeep = 0.37;
    double convCheckpointKeep = 0.25;
    double frozenCastSaved = 1.0; // autocast's 16-bit cast of a frozen fp32 weight is saved for backward
    // error bands: ± fraction of each modelled component
    double bandActivations = 0.15;
    double bandActivationsStandIn = 0.75; // a network of the model's kind stands in for one not named
    double bandLogits = 0.25;
    double bandCommBuffers = 0.25;
    double bandQuantBuffers = 0.5;
    double bandAllocatorReserve = 0.5;
    double bandCudaContext = 0.3;
    double bandWorkspace = 0.5;
    // step time
    double mfuTypical = 0.4;
    double pcieEfficiency = 0.8;
    double frozenBackwardFactor = 1.5;
    double fp32TflopsFraction = 0.5;
    double launchOverheadUsPerLayer = 60;
    double optimizerBandwidthFraction = 0.6;
    double cpuAdamParamsPerSecond = 1e9;
    double sampleLoadMs = 20;
    double diskReadGbs = 2.0;
    double featureCacheRebuildEpochs = 5;
    double flopsPerActivationByte = 100;
    double rooflineWeightPasses = 2;
    // host RAM
    double osBaselineGib = 2.0;
    double runtimePerProcessGib = 2.0; // private (anonymous) memory of each training process
    double runtimeSharedGib = 1.0;     // library pages every process maps: once per machine
    double cudnnHostGib = 0.8;         // cuDNN's convolution libraries, once per machine, conv models only
    double nvmeSwapBuffersGib = 1.0;   // pinned swap buffers of ZeRO-Infinity's NVMe offload, per process
    double workerBaseGib = 0.3;
    double workerCowFraction = 1.0;
    double datasetIndexBytesPerSample = 400;
    double pinMemoryExtra = 1.0;
    double modelLoadFactor = 1.0;
    double checkpointShardGib = 5.0; // one safetensors shard: what a quantizing load holds at a time
    // Calibration: how uncertain activations are (a fraction of them) and the fixed overhead.
    double calibrationActivationUncertainty = 0.3;
    double calibrationFixedUncertaintyMib = 512;

    // Reads every coefficient the estimator uses from `catalog`; names it lacks keep the
    // value above and are listed in `missing`.
    static Coefficients from(const Catalog &catalog, std::vector<std::string> *missing = nullptr);
};

} // namespace headroom
