#pragma once
// Activations of vision networks without a preset: the bytes autograd saves for backward, walked
// layer by layer through the architecture (ResNet/ResNeXt backbones, FPN, C4 or DC5, RPN + RoI box
// and mask heads, RetinaNet and FCOS heads, DeepLabV3 and FCN heads, ViT, 3D / mixed / (2+1)D
// video ResNets) with the rules PyTorch's autograd keeps (tools/autograd/derivatives.yaml).
// Nothing here is fitted to a measurement; tests/core/tst_visionacts.cpp compares the walk with
// tests/reference/activations.yaml, measured by scripts/measure-activations.py.

#include <array>
#include <optional>
#include <string>

namespace headroom {

struct VisionNet {
    // Swin (v1, shifted windows) and ConvNeXt (v1): hierarchical, four stages at strides 4-32.
    // MiT: SegFormer's Mix Transformer (overlapping patch embeddings, attention over keys
    // reduced by a strided conv, Mix-FFN with a depthwise 3x3 conv).
    // MobileNetV2: inverted residuals (1x1 expand, 3x3 depthwise, 1x1 project) with ReLU6.
    // C3D (Tran et al. 2015, mmaction2's C3D): eight 3x3x3 convs with ReLU and no norm, five max
    // pools, fc6 / fc7 of 4096 with dropout.
    enum class Backbone { ResNet, Vit, Video3d, VideoMixed3d, Video2plus1d, Swin, ConvNeXt, MiT, MobileNetV2, C3d };
    // Detectors: FPN over res2-res5; C4 (detectron2/mmdet "C4": res2-res4 as the backbone, res5
    // run on each RoI as the box head); DC5 (res5 dilated, stride 16, the only feature map).
    // Segmenters: Dilated (output stride 8).
    enum class Neck { None, Fpn, C4, DilatedC5, Dilated };
    // UperNet (Xiao et al. 2018, mmseg's UPerHead): a pyramid pooling module on the last stage and
    // an FPN over all four, fused at a quarter of the input's side; on a ResNet (mmseg's ResNetV1c,
    // not dilated), Swin or ConvNeXt, with mmseg's auxiliary FCN head on the third stage.
    // On a ViT (mmseg's upernet_vit / deit: four blocks' outputs as maps through its
    // MultiLevelNeck at scales 4, 2, 1, 1/2). Segmenter (Strudel et al. 2021, mmseg's
    // SegmenterMaskTransformerHead): two transformer layers over the patches and a token per
    // class, masks from their normalized dot products.
    // PSPNet and DeepLabV3+ (mmseg's PSPHead and DepthwiseSeparableASPPHead) on the dilated ResNet.
    enum class Head { Classifier, FasterRcnn, MaskRcnn, KeypointRcnn, RetinaNet, Fcos, DeepLabV3, Fcn, SegFormer, CenterNet,
                      UperNet, Segmenter, PspNet, DeepLabV3Plus };

    Backbone backbone = Backbone::ResNet;
    Neck neck = Neck::None;
    Head head = Head::Classifier;
    // ResNet family: depth 18/34 (basic blocks) or 50/101/152 (bottlenecks); ResNeXt groups and
    // width per group; wide ResNets double the width.
    int depth = 50;
    int groups = 1;
    int widthPerGroup = 64;
    // Frozen in fine-tuning: from 0, the stem and the first `frozenStages` residual stages
    // (detectron2's FREEZE_AT - 1, torchvision's 5 - trainable_backbone_layers).
    int frozenStages = -1; // -1: everything trains
    bool frozenBatchNorm = false; // detectors from ImageNet weights: FrozenBatchNorm2d
    // mmdetection's ResNet (a config name ending in _coco, or one that says mmdet): BatchNorm kept
    // in eval mode (norm_eval=True) instead of FrozenBatchNorm2d; caffe style (`_caffe`) freezes
    // its affine (requires_grad=False) and strides the first 1x1 conv instead of the 3x3.
    bool evalBatchNorm = false;
    bool caffeStyle = false;
    // mmdetection's heads on a GPU: FocalLoss runs mmcv's fused CUDA sigmoid_focal_loss, which
    // keeps only its input and the labels (on the CPU mmdet falls back to the Python formula).
    bool mmdet = false;
    // GroupNorm instead of BatchNorm everywhere (detectron2's `_gn`, mmdet's `gn-all` configs):
    // the backbone's trained stages, the FPN, a 4conv1fc box head and the mask head, each
    // convolution followed by GroupNorm(32). Not FCOS's `gn-head` (its head has GN anyway).
    bool groupNorm = false;
    // The box head as four 3x3 convs + one fc ("4conv1fc": mmdet's Shared4Conv1FCBBoxHead with
    // SyncBN in the Swin and ConvNeXt cascades); with groupNorm it is GroupNorm's 4conv1fc anyway.
    bool convBoxHead = false;
    int classes = 1000;           // 1000 for classifiers, 91 for COCO detectors, 21 for VOC seg
    bool datasetNamed = false;    // the name says the dataset (cityscapes, ade20k, voc), and so the classes
    int keypoints = 17;           // Keypoint R-CNN: COCO's person keypoints
    // ViT: layers, width, heads, MLP width, patch size.
    int vitLayers = 12, vitHidden = 768, vitHeads = 12, vitMlp = 3072, patch = 16;
    // A ViT over the frames of a clip (TimeSformer, Bertasius et al. 2021): each frame a sequence
    // of its own (space only, and an image ViT given clips), one sequence of every frame's patches
    // (joint space-time), or divided space-time: before each block's spatial attention a temporal
    // one, with its own norm, qkv, projection and temporal_fc, over each patch position's frames.
    enum class VideoAttention { FrameWise, Joint, Divided };
    VideoAttention videoAttention = VideoAttention::FrameWise;
    // Attention written out (TimeSformer: mmaction2's through mmcv's MultiheadAttention, which asks
    // nn.MultiheadAttention for its weights; HF's its own softmax): the softmax is kept whatever
    // kernel PyTorch has, unless run.attention says otherwise.
    bool softmaxKept = false;
    // Swin and ConvNeXt: blocks per stage, the first stage's width (doubling each stage), Swin's
    // heads in the first stage (doubling too) and window; the size's letter (T, S, B, L, XL).
    std::array<int, 4> stageBlocks{2, 2, 6, 2};
    int stageWidth = 96, stageHeads = 3, window = 7;
    std::string sizeName = "T";
    // MiT (B0-B5): each stage's width (B0 32/64/160/256, B1-B5 64/128/320/512; heads 1/2/5/8,
    // keys reduced 8/4/2/1 times a side); SegFormer's all-MLP head width (mmseg 256; HF's B2-B5 768).
    std::array<int, 4> mitWidths{64, 128, 320, 512};
    int decodeChannels = 256;
    // Detectors: RoIs sampled per image for the box head, and the positive ones the mask head
    // sees (detectron2/torchvision: 512 sampled, at most a quarter positive).
    double boxRoisPerImage = 512;
    double positiveRoisPerImage = 128;
    // Cascade R-CNN: the box head runs once per stage on the sampled RoIs (detectron2's
    // CascadeROIHeads, mmdet's CascadeRoIHead); mmdet's Cascade Mask R-CNN has a mask head per
    // stage, detectron2's one.
    int cascadeStages = 1;
    // HTC (Hybrid Task Cascade, mmdet's HybridTaskCascadeRoIHead): the mask information flow (each
    // stage's mask head first runs every earlier stage's four convs on its RoIs, each adding its
    // conv_res 1x1 of the previous one's features) and the FusedSemanticHead on the FPN at stride 8.
    bool hybridTaskCascade = false;
    // mmseg's attention decode heads on a dilated ResNet (an analog family read from the name):
    // NLHead (a non-local block between an FCN head's two convs) and DAHead (DANet's position and
    // channel attention, each with its own supervised output beside the fused one). Their
    // (HW)² attention maps are what the DeepLabV3 kin lacks.
    enum class SegAttention { None, NonLocal, DualAttention };
    SegAttention segAttention = SegAttention::None;
    // Segmenters as mmsegmentation's configs build them (a config name spelled `r50-d8`, or
    // "mmseg"): the ResNetV1c deep stem (three 3x3 convs), its decode heads (ASPPHead / FCNHead
    // of 512 channels from mmcv ConvModules, Dropout2d) and the auxiliary FCNHead on stage 3 with
    // a loss of its own (configs/_base_/models/deeplabv3_r50-d8.py, fcn_r50-d8.py). Otherwise
    // torchvision's DeepLabHead / FCNHead without the auxiliary loss.
    bool openmmlab = false;

    // TSM (mmaction's ResNetTSM): a temporal shift before each residual block's first conv, a
    // shifted copy of the block's input (torch.cat of the shifted channel folds) that conv keeps.
    bool temporalShift = false;

    // mmaction2's video ResNets (ResNet2Plus1d, spelled r2plus1d_r34): a max pool after the stem
    // (kernel 1x3x3, stride 1x2x2) and the stem's (2+1)D conv at mmcv's Conv2plus1d width;
    // torchvision's (r2plus1d_18) has neither. The video ResNets' depth: 18 or 34 (basic blocks).
    bool videoStemPool = false;

    // A video network walked as its 2D backbone over frame-equivalents of each clip (SlowFast,
    // SlowOnly, I3D): the backbone sees micro batch x frames x frameShare images; 0: not so.
    double frameShare = 0;
    // An inflated 2D ResNet walked over a clip's frames (I3D, mmaction's ResNet3d): the temporal
    // strides of its stem conv, its first max pool and the 2x1x1 pool after the first stage
    // (conv1_stride_t, pool1_stride_t, with_pool2), each dividing the frames that go on.
    // An inflated kernel (3x1x1, 5x7x7) keeps the 2D network's activations a frame.
    std::array<double, 3> inflatedTimeStrides{1, 1, 1};
    // CSN (Tran et al. 2019, mmaction's ResNet3dCSN): each bottleneck's 3x3x3 conv is depthwise
    // (interaction-reduced, "ir": groups = its width), and each stage's first block strides the
    // frames too (temporal_strides 1, 2, 2, 2): walked over frames as images, n / stride.
    bool channelSeparated = false;
    std::array<double, 4> stageTimeStrides{1, 1, 1, 1};

    std::string describe() const; // "ResNet-50 + FPN + Mask R-CNN": architecture names only, no prose
};

// Reads a model name as detectron2, mmdetection/mmsegmentation, torchvision or timm spell it
// (mask_rcnn_R_50_FPN_3x, retinanet_r50_fpn_1x_coco, fcos_resnet50_fpn, deeplabv3_r101-d8_…,
// resnext50_32x4d, r2plus1d_18, vit_b_16), or a description joined by '+' or spaces
// ("resnet101 + fpn + mask rcnn"). Returns nothing when the name is not a network it knows.
std::optional<VisionNet> parseVisionNet(const std::string &name);

// The word of `name` that names a network Headroom does not walk around a backbone it does
// ("slowfast" in "slowfast R50", "unet" in smp's "unet resnet34"); "" if none.
std::string unwalkedNetworkIn(const std::string &name);

// A network Headroom does not walk, named with the backbone it is built on, whose family is close
// to one it walks: that one on the same backbone stands in (pspnet_r50-d8: DeepLabV3 on the
// dilated R-50; atss_r50_fpn: RetinaNet; slowfast_r50: the R-50 over the clip's frame-equivalents).
// `frames`: frames per clip (0: unknown). Nothing when the name gives no such family or backbone.
std::optional<VisionNet> analogVisionNet(const std::string &name, int frames);

struct VisionInput {
    int height = 224, width = 224, frames = 1;
    double batch = 1;
    bool autocast16 = false; // torch.autocast to bf16/fp16 (fp32 weights)
    bool cpuKernels = false; // dropout keeps a float noise tensor on the CPU, a byte mask on CUDA
    // Attention through a fused scaled_dot_product_attention kernel (PyTorch 2 on a GPU): no
    // seq x seq scores are kept. Off: the math path (CPU, PyTorch 1.x) keeps the softmax.
    bool fusedAttention = true;
};

struct VisionActivations {
    double bytes = 0;  // saved for backward, the whole micro-batch
    double params = 0; // parameters of the network (checks the layer list against the real one)
    double trainableParams = 0;
    double backbone = 0, neck = 0, heads = 0, loss = 0; // parts of `bytes`
    // The largest gradient temporaries of one op in backward beyond what is saved: an (HW)²
    // attention map's gradient and its softmax's input gradient, at once (0 where no such map).
    double backwardTransient = 0;
};

// Walks the network at this input. Detector inputs are padded to a multiple of 32 as
// torchvision's and detectron2's batching does.
VisionActivations visionActivations(const VisionNet &net, const VisionInput &input);

} // namespace headroom
