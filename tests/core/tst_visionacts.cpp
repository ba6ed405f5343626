// The layer-by-layer activation walk of vision networks (core/visionacts.cpp) against the bytes
// torchvision models save for backward, measured on the CPU by scripts/measure-activations.py
// into tests/reference/activations.yaml. The walk is not fitted to these figures: each case is
// walked from its name, input size and batch alone (plus, for R-CNN detectors, the number of
// RoIs the measured run's sampler gave the box and mask heads, which depends on the data).

#include "testdata.h"
#include "visionacts.h"
#include "visionreference.h"
#include "visionsetup.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace headroom;

namespace {

const char *kReference = HEADROOM_TESTS_DIR "/../reference/activations.yaml";

test::VisionCompared compareAll(const std::string &precision)
{
    return test::compareVisionReference(kReference, precision, [&](const test::VisionCase &c) {
        qInfo("%-44s %-10s walk %9.1f MB  measured %9.1f MB  %+6.1f %%  params %.0f vs %.0f", c.name.c_str(),
              precision.c_str(), c.walked / 1e6, c.measured / 1e6, 100 * (c.walked - c.measured) / c.measured,
              c.walkedParams, c.measuredParams);
    });
}

} // namespace

namespace {

// Two COCO images as detectron2 and mmdetection train on them: 800 x 1333, fp32.
VisionInput twoCocoImages() { return VisionInput{.height = 800, .width = 1333, .batch = 2}; }

// The estimate of a setup written as `text` to `file` in `dir`.
test::Estimated estimateText(const QTemporaryDir &dir, const char *file, const std::string &text)
{
    const std::string path = dir.filePath(QString::fromLatin1(file)).toStdString();
    std::ofstream(path) << text;
    return test::estimateFile(path);
}

bool saysStandIn(const Diagnostics &diags)
{
    return std::any_of(diags.begin(), diags.end(), [](const Diagnostic &d) { return d.code == "model.activations_stand_in"; });
}

} // namespace

class TestVisionActs : public QObject {
    Q_OBJECT
private slots:
    void namesPickTheNetwork_data();
    void namesPickTheNetwork();
    void namesThatAreNotVisionNetworks();
    void batchScalesLinearly();
    void tinyInputStaysPositive();
    void frozenStagesSaveNothing();
    void measuredFp32();
    void measuredAutocast();
    void setupWithoutPreset();
    void mmsegHeads();
    void mmdetBatchNormInEvalMode();
    void c4AndDc5Heads();
    void mmdetFocalLossOnGpu();
    void cascadeStages();
    void groupNormEverywhere();
    void frameWise2dCnn();
    void standInForAnUnnamedNetwork();
    void detectorNamedByItsBackbone();
    void kinOnTheSameBackbone();
    void convBoxHead();
    void mmdetHierarchicalBackbones();
    void batchOfBothOrientations();
    void temporalShiftCopiesEachBlockInput();
    void mmactionVideoResnet();
    void hybridTaskCascade();
    void channelSeparatedVideoNet();
    void centerNetHeads();
    void videoTransformerAttention();
    void attentionSegmentationHeads();
};

void TestVisionActs::namesPickTheNetwork_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("described");
    QTest::newRow("detectron2 mask") << "COCO-InstanceSegmentation/mask_rcnn_R_50_FPN_3x.yaml"
                                     << "ResNet-50 + FPN + Mask R-CNN";
    QTest::newRow("detectron2 x101") << "faster_rcnn_X_101_32x8d_FPN_3x" << "ResNeXt-101 32x8d + FPN + Faster R-CNN";
    QTest::newRow("mmdet retinanet") << "retinanet_r101_fpn_1x_coco" << "ResNet-101 + FPN + RetinaNet";
    QTest::newRow("mmdet fcos") << "fcos_r50_caffe_fpn_gn-head_1x_coco" << "ResNet-50 + FPN + FCOS";
    QTest::newRow("mmseg deeplab") << "deeplabv3_r101-d8_512x1024_80k_cityscapes"
                                   << "ResNetV1c-101-D8 + DeepLabV3 + aux FCN";
    QTest::newRow("mmseg fcn, described") << "FCN R-50 (mmseg, ADE20K)" << "ResNetV1c-50-D8 + FCN + aux FCN";
    QTest::newRow("torchvision fcn") << "fcn_resnet50" << "ResNet-50-D8 + FCN";
    // mmseg's UPerNet on ConvNeXt, Swin and its ResNetV1c (not dilated), with the auxiliary head
    QTest::newRow("mmseg upernet convnext") << "upernet_convnext_tiny_fp16_512x512_160k_ade20k"
                                            << "ConvNeXt-T + UperNet + aux FCN";
    QTest::newRow("mmseg upernet swin") << "upernet_swin_base_patch4_window12_512x512_160k_ade20k_pretrain_384x384_22K"
                                        << "Swin-B (window 12) + UperNet + aux FCN";
    QTest::newRow("mmseg upernet r101") << "upernet_r101_512x1024_80k_cityscapes" << "ResNetV1c-101 + UperNet + aux FCN";
    // mmseg's ViT (and DeiT) under UperNet through its MultiLevelNeck, and Segmenter's mask transformer
    QTest::newRow("mmseg pspnet") << "pspnet_r101-d8_769x769_40k_cityscapes" << "ResNetV1c-101-D8 + PSPNet + aux FCN";
    QTest::newRow("mmseg deeplabv3+") << "deeplabv3plus_r50-d8_512x1024_40k_cityscapes"
                                      << "ResNetV1c-50-D8 + DeepLabV3+ + aux FCN";
    QTest::newRow("mmaction c3d") << "c3d_sports1m_16x1x1_45e_ucf101_rgb" << "C3D";
    QTest::newRow("mmseg upernet deit") << "upernet_deit-s16_512x512_80k_ade20k" << "ViT 12x384/16 + MLN + UperNet + aux FCN";
    QTest::newRow("mmseg segmenter") << "segmenter_vit-b_mask_8x1_512x512_160k_ade20k"
                                     << "ViT 12x768/16 + Segmenter mask transformer";
    QTest::newRow("description") << "resnet101 + fpn + mask rcnn" << "ResNet-101 + FPN + Mask R-CNN";
    QTest::newRow("detectron2 c4") << "faster_rcnn_R_50_C4_1x" << "ResNet-50 C4 + Faster R-CNN";
    QTest::newRow("detectron2 dc5") << "COCO-InstanceSegmentation/mask_rcnn_R_101_DC5_3x.yaml"
                                    << "ResNet-101 DC5 + Mask R-CNN";
    QTest::newRow("mmdet c4") << "faster_rcnn_r50_caffe_c4_1x_coco" << "ResNet-50 C4 + Faster R-CNN";
    QTest::newRow("detectron2 keypoints") << "COCO-Keypoints/keypoint_rcnn_R_101_FPN_3x.yaml"
                                          << "ResNet-101 + FPN + Keypoint R-CNN";
    QTest::newRow("torchvision keypoints") << "keypointrcnn_resnet50_fpn" << "ResNet-50 + FPN + Keypoint R-CNN";
    QTest::newRow("mmdet cascade") << "cascade_mask_rcnn_r101_fpn_1x_coco" << "ResNet-101 + FPN + Cascade Mask R-CNN";
    QTest::newRow("detectron2 cascade") << "Misc/cascade_mask_rcnn_R_50_FPN_3x.yaml" << "ResNet-50 + FPN + Cascade Mask R-CNN";
    QTest::newRow("mmdet gn-all") << "mask_rcnn_r50_fpn_gn-all_2x_coco" << "ResNet-50 + FPN (GN) + Mask R-CNN";
    QTest::newRow("detectron2 gn") << "Misc/mask_rcnn_R_50_FPN_3x_gn.yaml" << "ResNet-50 + FPN (GN) + Mask R-CNN";
    QTest::newRow("timm gn") << "resnet50_gn" << "ResNet-50 (GN)";
    QTest::newRow("resnext") << "resnext50_32x4d" << "ResNeXt-50 32x4d";
    QTest::newRow("wide") << "wide_resnet50_2" << "Wide ResNet-50";
    QTest::newRow("timm vit") << "vit_large_patch14_224" << "ViT 24x1024/14";
    QTest::newRow("torchvision vit") << "vit_b_16" << "ViT 12x768/16";
    QTest::newRow("r2plus1d") << "r2plus1d_18" << "R(2+1)D-18";
    QTest::newRow("r2plus1d 34") << "r2plus1d_34" << "R(2+1)D-34";
    QTest::newRow("mobilenet v2") << "mobilenet_v2" << "MobileNetV2";
    QTest::newRow("mmdet centernet") << "centernet_r18_dcnv2_140e_coco" << "ResNet-18 + CenterNet";
    QTest::newRow("mmaction r2plus1d") << "r2plus1d_r34_32x2x1_180e_kinetics400_rgb" << "R(2+1)D-34 (mmaction)";
    QTest::newRow("timesformer") << "timesformer_divST_8x32x1_15e_kinetics400_rgb" << "ViT 12x768/16";
    QTest::newRow("mc3") << "torchvision.models.video.mc3_18" << "MC3-18";
    QTest::newRow("mmseg segformer") << "segformer_mit-b2_8xb2-160k_ade20k-512x512" << "MiT-B2 + SegFormer head";
    QTest::newRow("hf segformer") << "nvidia/segformer-b5-finetuned-cityscapes-1024-1024" << "MiT-B5 + SegFormer head (768)";
    QTest::newRow("hf segformer b0") << "nvidia/segformer-b0-finetuned-ade-512-512" << "MiT-B0 + SegFormer head";
    QTest::newRow("torchvision swin") << "swin_t" << "Swin-T";
    QTest::newRow("timm swin, window 12") << "swin_base_patch4_window12_384" << "Swin-B (window 12)";
    QTest::newRow("hf swin") << "microsoft/swin-large-patch4-window7-224" << "Swin-L";
    QTest::newRow("mmdet swin") << "mask-rcnn_swin-s-p4-w7_fpn_amp-ms-crop-3x_coco" << "Swin-S + FPN + Mask R-CNN";
    QTest::newRow("mmdet swin retinanet") << "retinanet_swin-t-p4-w7_fpn_1x_coco" << "Swin-T + FPN + RetinaNet";
    QTest::newRow("convnext") << "convnext_small.fb_in22k" << "ConvNeXt-S";
    QTest::newRow("hf convnext") << "facebook/convnext-xlarge-224-22k" << "ConvNeXt-XL";
    QTest::newRow("mmdet convnext cascade") << "cascade-mask-rcnn_convnext-t-p4-w7_fpn_4conv1fc-giou_amp-ms-crop-3x_coco"
                                           << "ConvNeXt-T + FPN + Cascade Mask R-CNN (4conv1fc)";
}

void TestVisionActs::namesPickTheNetwork()
{
    QFETCH(QString, name);
    QFETCH(QString, described);
    const std::optional<VisionNet> net = parseVisionNet(name.toStdString());
    QVERIFY(net.has_value());
    QCOMPARE(QString::fromStdString(net->describe()), described);
}

void TestVisionActs::namesThatAreNotVisionNetworks()
{
    for (const char *name : {"meta-llama/Llama-2-7b-hf", "deepseek-r1", "mistral-7b", "ssd300_vgg16",
                             "lraspp_mobilenet_v3_large", "retinanet_R_50_C4", "resnet77", "",
                             "resnet 99999999999999999999",
                             // ViT sizes the walk has no shape for are not ViT-B
                             "vit_giant_patch14_dinov2", "vit_so400m_patch14_siglip_384", "vit_gigantic_patch14_clip_224",
                             // Swin V2 and ConvNeXt V2 are other networks; a size without a shape is no Swin-T
                             "swinv2_tiny_window8_256", "swin_v2_t", "convnextv2_tiny", "convnext_nano", "swin",
                             "pspnet_swin-t_ade20k", "upernet_r50-d8_ade20k", "segmenter_r50", "deeplabv3plus_m-v2-d8_512x1024", "keypoint rcnn swin t",
                             // MiT is walked under SegFormer's head only; a SegFormer needs its size
                             "nvidia/mit-b0", "segformer", "segformer_mit-b7"})
        QVERIFY2(!parseVisionNet(name).has_value(), name);
}

// Everything a network saves is per sample, but for BatchNorm's per-channel mean and invstd:
// two images save twice one image's bytes, within 0.5 %.
void TestVisionActs::batchScalesLinearly()
{
    for (const char *name : {"resnet50", "mask_rcnn_R_50_FPN_3x", "deeplabv3_resnet50", "r3d_18", "vit_b_16"}) {
        const VisionNet net = *parseVisionNet(name);
        VisionInput one;
        one.height = one.width = 224;
        one.frames = 8;
        VisionInput two = one;
        two.batch = 2;
        const double ratio = visionActivations(net, two).bytes / visionActivations(net, one).bytes;
        QVERIFY2(std::abs(ratio - 2) < 0.01, name);
    }
}

// Hand-worked: ResNet-18 at 32x32, stem and all stages frozen, only fc trains. Nothing before fc
// needs a gradient, so fc keeps its 512-float input and the loss its 1000 log-probabilities and
// one int64 target: 512 × 4 + 1000 × 4 + 8 = 6056 bytes.
// An input smaller than the network's total stride still walks to a positive size.
void TestVisionActs::tinyInputStaysPositive()
{
    for (const char *name : {"mask_rcnn_R_50_FPN_3x", "retinanet_r50_fpn", "deeplabv3_resnet50", "r2plus1d_18", "vit_b_16"}) {
        VisionInput in;
        in.height = in.width = 1;
        in.frames = 1;
        const VisionActivations a = visionActivations(*parseVisionNet(name), in);
        QVERIFY2(a.bytes > 0 && std::isfinite(a.bytes), name);
    }
}

void TestVisionActs::frozenStagesSaveNothing()
{
    VisionNet net = *parseVisionNet("resnet18");
    net.frozenStages = 4;
    VisionInput in;
    in.height = in.width = 32;
    QCOMPARE(visionActivations(net, in).bytes, 512.0 * 4 + 1000.0 * 4 + 8);
}

void TestVisionActs::measuredFp32()
{
    const test::VisionCompared c = compareAll("fp32");
    QVERIFY(!c.errors.empty());
    const double med = test::medianOf(c.errors);
    qInfo("fp32: %zu cases, median error %.2f %%, largest %.2f %% (%s); %d measured cases not modelled",
          c.errors.size(), 100 * med, 100 * c.worst, c.worstCase.c_str(), c.unmodelled);
    QVERIFY2(c.paramMismatch.empty(), c.paramMismatch.c_str());
    QVERIFY2(med <= 0.05, "median error above 5 %");
    QVERIFY2(c.worst <= 0.20, c.worstCase.c_str());
}

void TestVisionActs::measuredAutocast()
{
    const test::VisionCompared c = compareAll("bf16-mixed");
    QVERIFY(!c.errors.empty());
    const double med = test::medianOf(c.errors);
    qInfo("bf16 autocast: %zu cases, median error %.2f %%, largest %.2f %% (%s)", c.errors.size(), 100 * med,
          100 * c.worst, c.worstCase.c_str());
    QVERIFY2(med <= 0.10, "median error above 10 %");
    QVERIFY2(c.worst <= 0.25, c.worstCase.c_str());
}

// A detectron2 config name with no preset in the catalog: the setup resolves (kind, parameters and
// trainable parameters from the walk) and the estimate's activations are the walk's, never zero.
void TestVisionActs::setupWithoutPreset()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("mask.yaml").toStdString();
    std::ofstream(path) << "model:\n  name: mask_rcnn_R_101_FPN_3x\nrun:\n  micro_batch: 2\n  precision: bf16-mixed\n"
                           "data:\n  image_size: 800x1333\nhardware:\n  gpu: a100-80gb\n";
    const test::Estimated e = test::estimateFile(path);
    QVERIFY(e.ok);
    QVERIFY(!e.resolved.preset);
    QVERIFY(e.resolved.vision.has_value());
    QVERIFY(e.resolved.setup.model.kind == ModelKind::Detection);
    VisionNet net = *parseVisionNet("mask_rcnn_R_101_FPN_3x");
    VisionInput in = twoCocoImages();
    in.autocast16 = true;
    const VisionActivations walk = visionActivations(net, in);
    QCOMPARE(e.resolved.setup.model.params, walk.params);
    QVERIFY(e.resolved.setup.model.trainableParams < walk.params); // stem and res2 frozen
    QCOMPARE(e.report.vram[static_cast<size_t>(VramComponent::Activations)], walk.bytes);
    QVERIFY(walk.bytes > 1e9);
    // The DataLoader's sample is the walked input: 3 × 800 × 1333 float32 = 12,796,800 B.
    QCOMPARE(e.report.sampleBytes, 3.0 * 800 * 1333 * 4);
}

// mmseg's config names: ResNetV1c, ASPPHead of 512 channels and the auxiliary FCNHead give the
// parameter count computed for the catalog's deeplabv3-r50-d8 (68,113,030, 19 classes); the
// dataset suffix sets the classes. Two losses, each keeping the log-softmax of the logits resized
// to the input and the int64 target: 2 images × 2 × (19 × 192 × 384 × 4 B + 192 × 384 × 8 B)
// = 4 × (5,603,328 + 589,824) = 24,772,608 B. torchvision's deeplabv3_resnet50 has one loss.
void TestVisionActs::mmsegHeads()
{
    const VisionNet city = *parseVisionNet("deeplabv3_r50-d8_512x1024_40k_cityscapes");
    QVERIFY(city.openmmlab);
    QCOMPARE(city.classes, 19);
    QCOMPARE(parseVisionNet("deeplabv3_r50-d8_512x512_80k_ade20k")->classes, 150);
    QCOMPARE(parseVisionNet("deeplabv3_resnet50")->classes, 21);
    QVERIFY(!parseVisionNet("deeplabv3_resnet50")->openmmlab);
    QVERIFY(!parseVisionNet("mask-rcnn_r50_fpn_1x_coco")->openmmlab);
    VisionInput in;
    in.height = 192;
    in.width = 384;
    in.batch = 2;
    const VisionActivations a = visionActivations(city, in);
    QCOMPARE(a.params, 68113030.0);
    QCOMPARE(a.loss, 24772608.0);
    VisionNet tv = *parseVisionNet("deeplabv3_resnet50");
    tv.classes = 19;
    QCOMPARE(visionActivations(tv, in).loss, 24772608.0 / 2);
}

// mmdetection's config names (ending in _coco) build the ResNet with nn.BatchNorm2d in eval
// mode, not FrozenBatchNorm2d: each BN of the trained stages keeps its input (measured on the
// torchvision stand-ins faster_rcnn_r50_fpn_1x_coco / retinanet_r50_fpn_1x_coco in
// tests/reference/activations.yaml); its affine counts as parameters, trained unless caffe style.
// At 320x320, one image, Faster R-CNN R-50-FPN: FrozenBN walk vs the mmdet walk differ by the
// BN inputs of res3-res5 only (the stem and res2 are frozen and need no gradient).
void TestVisionActs::mmdetBatchNormInEvalMode()
{
    const VisionNet mm = *parseVisionNet("faster_rcnn_r50_fpn_1x_coco");
    QVERIFY(mm.evalBatchNorm && !mm.frozenBatchNorm && !mm.caffeStyle);
    const VisionNet d2 = *parseVisionNet("faster_rcnn_R_50_FPN_1x");
    QVERIFY(d2.frozenBatchNorm && !d2.evalBatchNorm);
    QVERIFY(parseVisionNet("COCO-Detection/faster_rcnn_R_50_FPN_1x.yaml")->frozenBatchNorm);
    QVERIFY(!parseVisionNet("fasterrcnn_resnet50_fpn")->evalBatchNorm);
    // mmrotate builds on mmdet's ResNet and heads; its names end in the dataset and angle version
    const VisionNet rotated = *parseVisionNet("rotated_retinanet_obb_r50_fpn_1x_dota_le90");
    QVERIFY(rotated.evalBatchNorm && rotated.mmdet);
    QVERIFY(parseVisionNet("oriented_rcnn_r50_fpn_1x_dota_le90")->evalBatchNorm);
    const VisionNet caffe = *parseVisionNet("fcos_r50_caffe_fpn_gn-head_1x_coco");
    QVERIFY(caffe.evalBatchNorm && caffe.caffeStyle);
    VisionInput in;
    in.height = in.width = 320;
    const VisionActivations a = visionActivations(mm, in), b = visionActivations(d2, in);
    QVERIFY(a.backbone > b.backbone);
    QCOMPARE(a.neck, b.neck);
    QCOMPARE(a.params - b.params, 53120.0); // 2 x the channels of every BN: their weight and bias
    // caffe style: the same parameters, none of the BN affine trained.
    VisionNet pyStyle = caffe;
    pyStyle.caffeStyle = false;
    QCOMPARE(visionActivations(caffe, in).params, visionActivations(pyStyle, in).params);
    QVERIFY(visionActivations(caffe, in).trainableParams < visionActivations(pyStyle, in).trainableParams);
}

// C4 and DC5 detectors (detectron2's faster_rcnn_R_50_C4_1x / _DC5_1x): the heads worked by hand,
// fp32, two images, 512 sampled RoIs each (1024), FrozenBatchNorm (keeps nothing).
void TestVisionActs::c4AndDc5Heads()
{
    VisionInput in = twoCocoImages();
    // DC5: RoIAlign 7x7 over res5 (2048 channels) feeds fc6, which keeps it: 1024 x 100352 floats;
    // the ReLUs after fc6 and fc7 keep 1024 x 1024 floats each (fc7 and the predictors keep those).
    //   1024 x (100352 + 2 x 1024) x 4 B = 419,430,400 B
    const VisionActivations dc5 = visionActivations(*parseVisionNet("faster_rcnn_R_50_DC5_1x"), in);
    QCOMPARE(dc5.heads, 419430400.0);
    // C4: res5 runs on each RoI's 14x14 RoIAlign of res4 (1024 channels). Per RoI, in floats:
    //   block 1: conv1's input 1024 x 196 = 200,704; ReLU 512 x 196 = 100,352 (conv2's input);
    //            ReLU 512 x 49 = 25,088 (conv3's input); the block's ReLU 2048 x 49 = 100,352
    //            (the downsample conv keeps the block input already kept)       = 426,496
    //   blocks 2, 3: ReLU 25,088 + ReLU 25,088 + ReLU 100,352 each             = 2 x 150,528
    //   = 727,552 floats x 4 B x 1024 RoIs                                     = 2,980,052,992 B
    // plus the mean over 7x7 that both predictors keep: 1024 x 2048 x 4 B     =     8,388,608 B
    const VisionActivations c4 = visionActivations(*parseVisionNet("faster_rcnn_R_50_C4_1x"), in);
    QCOMPARE(c4.heads, 2988441600.0);
    // The backbone stops at res4: what res5 would keep on the image is not there.
    const VisionActivations fpn = visionActivations(*parseVisionNet("faster_rcnn_R_50_FPN_1x"), in);
    QVERIFY(c4.backbone < fpn.backbone);
    // DC5's backbone keeps res5 at stride 16: four times the locations of FPN's res5.
    QVERIFY(dc5.backbone > fpn.backbone);
}

// mmdet's FocalLoss on a GPU runs mmcv's fused sigmoid_focal_loss (save_for_backward(input,
// target, weight)); on the CPU, and in torchvision, the Python formula keeps eight tensors of
// the logits' size. RetinaNet R-50-FPN, two images of 800x1333 (padded to 800x1344):
//   locations P3-P7: 100x168 + 50x84 + 25x42 + 13x21 + 7x11 = 22,400 a image
//   rows = 2 x 22,400 x 9 anchors = 403,200; logits = rows x 91 classes = 36,691,200
//   fused: 36,691,200 x 4 B + 403,200 x 8 B (int64 labels)          =   149,990,400 B
//   Python: 8 x 36,691,200 x 4 B                                     = 1,174,118,400 B
void TestVisionActs::mmdetFocalLossOnGpu()
{
    VisionInput in = twoCocoImages();
    const VisionNet mm = *parseVisionNet("retinanet_r50_fpn_1x_coco");
    QVERIFY(mm.mmdet);
    QVERIFY(!parseVisionNet("retinanet_R_50_FPN_1x")->mmdet);
    QCOMPARE(visionActivations(mm, in).loss, 149990400.0);
    in.cpuKernels = true;
    QCOMPARE(visionActivations(mm, in).loss, 1174118400.0);
    in.cpuKernels = false;
    QCOMPARE(visionActivations(*parseVisionNet("retinanet_resnet50_fpn"), in).loss, 1174118400.0);
}

// Cascade R-CNN runs the box head once per stage (three) on the sampled RoIs; mmdet's Cascade
// Mask R-CNN has a mask head per stage too, detectron2's only one. So, at the same input:
//   mmdet:      cascade mask heads = 3 x Mask R-CNN heads (box + mask), its losses 3 x too
//   detectron2: cascade mask heads = Mask R-CNN heads + 2 x Faster R-CNN heads (box only)
void TestVisionActs::cascadeStages()
{
    VisionInput in = twoCocoImages();
    auto walk = [&in](const char *name) { return visionActivations(*parseVisionNet(name), in); };
    const VisionActivations mmCascade = walk("cascade_mask_rcnn_r50_fpn_1x_coco"), mmMask = walk("mask_rcnn_r50_fpn_1x_coco");
    QCOMPARE(mmCascade.heads, 3 * mmMask.heads);
    QCOMPARE(mmCascade.loss, 3 * mmMask.loss);
    QCOMPARE(mmCascade.backbone, mmMask.backbone);
    const VisionActivations d2Cascade = walk("cascade_mask_rcnn_R_50_FPN_1x"), d2Mask = walk("mask_rcnn_R_50_FPN_1x"),
                            d2Faster = walk("faster_rcnn_R_50_FPN_1x");
    QCOMPARE(d2Cascade.heads, d2Mask.heads + 2 * d2Faster.heads);
    QVERIFY(!parseVisionNet("cascade_retinanet_r50_fpn"));
}

// GroupNorm everywhere (detectron2's `_gn`, mmdet's `gn-all`): GroupNorm keeps its input and
// per-group statistics where BatchNorm was frozen; the box head is 4conv1fc. Its bytes, fp32,
// two images, 1024 RoIs, per RoI in floats:
//   the RoIAlign output conv1 keeps: 256 x 49                                  =  12,544
//   each of 4 convs: GroupNorm's input 12,544 + its mean and rstd 2 x 32 + the ReLU's
//   result 12,544 (the next conv's input)                                      = 4 x 25,152
//   fc6's input is a view of the last ReLU's result; fc6's ReLU keeps 1,024    =   1,024
//   = 114,176 floats x 4 B x 1024 RoIs                                         = 467,664,896 B
void TestVisionActs::groupNormEverywhere()
{
    VisionInput in = twoCocoImages();
    const VisionNet gn = *parseVisionNet("faster_rcnn_R_50_FPN_3x_gn");
    QVERIFY(gn.groupNorm && !gn.frozenBatchNorm && !gn.evalBatchNorm);
    QVERIFY(!parseVisionNet("fcos_r50_caffe_fpn_gn-head_1x_coco")->groupNorm);
    QVERIFY(!parseVisionNet("deeplabv3_r50-d8_gn_cityscapes"));
    const VisionActivations a = visionActivations(gn, in);
    QCOMPARE(a.heads, 467664896.0);
    const VisionActivations bn = visionActivations(*parseVisionNet("faster_rcnn_R_50_FPN_3x"), in);
    QVERIFY(a.backbone > bn.backbone && a.neck > bn.neck);
}

// mmdet's Shared4Conv1FCBBoxHead with SyncBN (the Swin and ConvNeXt cascades' "4conv1fc"): per
// RoI (256 x 7 x 7 = 12,544 floats = 50,176 B a "unit") the four convs keep their inputs (the
// RoI feature and three in-place ReLU results: 4 units) and the four BatchNorms theirs (4
// units); the fc's input is a view of the last ReLU's result, kept already. The two-fc head
// keeps the RoI feature (1 unit) and fc6's ReLU result (1024 floats). So 8 units - 4,096 B more
// a RoI, 397,312 B, plus each BatchNorm's mean and invstd (4 x 2 x 256 x 4 B = 8,192 B):
// 512 RoIs of one image, 203,431,936 B.
void TestVisionActs::convBoxHead()
{
    const VisionInput in{.height = 320, .width = 320, .batch = 1};
    const VisionNet twoFc = *parseVisionNet("mask_rcnn_swin-t-p4-w7_fpn_1x_coco");
    const VisionNet fourConv = *parseVisionNet("mask_rcnn_swin-t-p4-w7_fpn_4conv1fc_1x_coco");
    QVERIFY(fourConv.convBoxHead && !twoFc.convBoxHead);
    const double extra = visionActivations(fourConv, in).bytes - visionActivations(twoFc, in).bytes;
    QCOMPARE(extra, 512.0 * (8 * 50176 - 4096) + 8192);
}


// A 2D CNN given clips (TSN/TSM: mmaction's Recognizer2D reshapes N x T frames into N*T images)
// keeps the activations of every frame: 2 clips of 8 frames cost what 16 images do, whether the
// network is a catalog preset (resnet50: per-image profile x 8) or walked from its name.
void TestVisionActs::frameWise2dCnn()
{
    QTemporaryDir dir;
    auto activations = [&](const std::string &name, const std::string &frames) {
        const test::Estimated e = estimateText(dir, "tsn.yaml", "model:\n  name: " + name + "\nrun:\n  micro_batch: 2\n"
                                               "  precision: fp32\ndata:\n  image_size: 224\n" + frames + "hardware:\n  gpu: a100-80gb\n");
        return e.ok ? e.report.vram[static_cast<size_t>(VramComponent::Activations)] : -1.0;
    };
    const double clip = activations("resnet50", "  frames: 8\n"), image = activations("resnet50", "");
    QVERIFY(image > 0);
    QCOMPARE(clip, 8 * image);
    // walked: wide_resnet50_2 has no preset; 16 images through the walk
    const std::string walked = "wide_resnet50_2";
    QVERIFY(parseVisionNet(walked).has_value());
    const VisionActivations sixteen = visionActivations(*parseVisionNet(walked), VisionInput{.height = 224, .width = 224, .batch = 16});
    QCOMPARE(activations(walked, "  frames: 8\n"), sixteen.bytes);
}

// A vision model given by its size alone (a name no walk knows, model.params stated) never
// trains with zero activations: a network of its kind stands in at this input (the kind from
// its name: "ssd" is a detector), with the wide band of band_activations_stand_in (±75 %) and a
// warning naming the stand-in. Its parameters stay the stated ones.
void TestVisionActs::standInForAnUnnamedNetwork()
{
    QTemporaryDir dir;
    const test::Estimated e = estimateText(dir, "ssd.yaml", "model:\n  name: ssd300_vgg16\n  params: 35600000\nrun:\n"
                                           "  micro_batch: 8\n  precision: fp32\ndata:\n  image_size: 300\nhardware:\n  gpu: a100-80gb\n");
    QVERIFY(e.ok);
    QVERIFY(e.resolved.visionStandIn);
    QVERIFY(e.resolved.setup.model.kind == ModelKind::Detection);
    QCOMPARE(e.resolved.setup.model.params, 35600000.0);
    const VisionActivations walk = visionActivations(*parseVisionNet("faster_rcnn_R_50_FPN_1x"),
                                                     VisionInput{.height = 300, .width = 300, .batch = 8});
    const double acts = e.report.vram[static_cast<size_t>(VramComponent::Activations)];
    QCOMPARE(acts, walk.bytes);
    QCOMPARE(e.report.vramBand[static_cast<size_t>(VramComponent::Activations)], 0.75 * acts);
    QVERIFY(saysStandIn(e.diags));
    // A name that says no kind, with the kind stated: that kind's stand-in.
    const test::Estimated p = estimateText(dir, "plain.yaml", "model:\n  name: my_net\n  params: 35600000\n  kind: cnn\nrun:\n  micro_batch: 8\n");
    QVERIFY(p.ok);
    QVERIFY(p.resolved.visionStandIn); // kind: cnn stated → ResNet-50 stands in
    QVERIFY(p.report.vram[static_cast<size_t>(VramComponent::Activations)] > 0);
}

// mmdetection's DETR / DINO / YOLOF names give the backbone only (detr_r50_8xb2-150e_coco): not a
// ResNet-50 classifier at 224², but a detector, for which that backbone + FPN + Faster R-CNN at
// a detector's 800 x 1333 stands in, said so, with the stand-in band.
void TestVisionActs::detectorNamedByItsBackbone()
{
    QTemporaryDir dir;
    const test::Estimated e = estimateText(dir, "detr.yaml", "model:\n  name: detr_r50_8xb2-150e_coco\nrun:\n  micro_batch: 2\n"
                                           "  precision: fp32\nhardware:\n  gpu: a100-80gb\n");
    QVERIFY(e.ok);
    QVERIFY(e.resolved.visionStandIn);
    QVERIFY(e.resolved.setup.model.kind == ModelKind::Detection);
    // (mmdetection's spelling: its BatchNorm in eval mode, as the walk of an mmdet name has it)
    const VisionNet standIn = *parseVisionNet("detr_r50_8xb2-150e_coco fpn faster rcnn");
    QVERIFY(standIn.head == VisionNet::Head::FasterRcnn);
    // (DETR's pipeline crops after grouping by aspect ratio: two images pad to 1333 x 1333)
    QVERIFY(e.resolved.setup.data.padSquare);
    const VisionActivations walk = visionActivations(standIn, VisionInput{.height = 1333, .width = 1333, .batch = 2});
    QCOMPARE(e.report.vram[static_cast<size_t>(VramComponent::Activations)], walk.bytes);
    QVERIFY(walk.bytes > 1e9); // not the 0.08 GiB of a classifier at 224²
    QVERIFY(saysStandIn(e.diags));
    // a classifier's name stays a classifier
    QVERIFY(!estimateText(dir, "cls.yaml", "model:\n  name: resnet50_8xb32_in1k\nrun:\n  micro_batch: 2\n").resolved.visionStandIn);
}

// A family Headroom does not walk, named with its backbone, gets its closest walked kin on that
// backbone, size and activations, said as a stand-in; with no backbone named, nothing.
// SlowFast (mmaction slowfast_r50_4x16x1: a 32-frame clip, 4 Slow frames, so alpha = 8; the Fast
// pathway at 1/8 width on all 32): 32/8 + 32/8 = 8 frame-equivalents a clip, 2 clips = 16
// ResNet-50 images. 8x8x1: alpha 4, 32/4 + 32/8 = 12 a clip. I3D: the stem's temporal pool
// halves the clip, 16 a clip.
void TestVisionActs::kinOnTheSameBackbone()
{
    QCOMPARE(QString::fromStdString(analogVisionNet("ccnet_r50-d8_512x1024_40k_cityscapes", 0).value().describe()),
             QStringLiteral("ResNetV1c-50-D8 + DeepLabV3 + aux FCN"));
    // (PSPNet and DeepLabV3+ are walked: no stand-in)
    QVERIFY(!analogVisionNet("pspnet_r50-d8_512x1024_40k_cityscapes", 0));
    QCOMPARE(QString::fromStdString(analogVisionNet("atss_r101_fpn_1x_coco", 0).value().describe()),
             QStringLiteral("ResNet-101 + FPN + RetinaNet"));
    QVERIFY(!analogVisionNet("ccnet", 0)); // no backbone named
    QVERIFY(!analogVisionNet("gfl-chat-7b", 0)); // nor here: no such family
    QVERIFY(!analogVisionNet("resnet50", 0)); // no family: the walk itself
    QCOMPARE(analogVisionNet("slowfast_r50_4x16x1_256e_kinetics400_rgb", 32).value().frameShare, 0.25);
    QCOMPARE(analogVisionNet("slowfast_r50_8x8x1_256e_kinetics400_rgb", 32).value().frameShare, 0.375);
    // I3D: every frame enters; the stem conv, its pool and pool2 each halve the frames (32 -> 16
    // -> 8 -> 4), so the first stage runs on a quarter of the frames and the others on an eighth:
    // the walk lands between an eighth and a half of the same ResNet-50 over all 32 frames.
    const VisionNet i3d = analogVisionNet("i3d_r50_32x2x1_100e_kinetics400_rgb", 32).value();
    QCOMPARE(i3d.frameShare, 1.0);
    QVERIFY((i3d.inflatedTimeStrides == std::array<double, 3>{2, 2, 2}));
    VisionNet flat = i3d;
    flat.inflatedTimeStrides = {1, 1, 1};
    const VisionInput frames{.height = 224, .width = 224, .batch = 32};
    const double walked = visionActivations(i3d, frames).bytes, all = visionActivations(flat, frames).bytes;
    QVERIFY(walked > all / 8 && walked < all / 2);
    QCOMPARE(visionActivations(i3d, frames).params, visionActivations(flat, frames).params);
    QTemporaryDir dir;
    const test::Estimated e = estimateText(dir, "sf.yaml", "model:\n  name: slowfast_r50_4x16x1_256e_kinetics400_rgb\nrun:\n"
                                           "  micro_batch: 2\n  precision: fp32\ndata:\n  image_size: 224\n  frames: 32\n"
                                           "hardware:\n  gpu: a100-80gb\n");
    QVERIFY(e.ok);
    QVERIFY(e.resolved.visionStandIn);
    QVERIFY(saysStandIn(e.diags));
    VisionNet resnet = *parseVisionNet("r50 kinetics400 rgb");
    const VisionActivations sixteen = visionActivations(resnet, VisionInput{.height = 224, .width = 224, .batch = 16});
    QCOMPARE(e.report.vram[static_cast<size_t>(VramComponent::Activations)], sixteen.bytes);
    QVERIFY(e.resolved.setup.model.params > 2e7); // the stand-in's size, none being stated
}

// mmdet configs name their Swin by its numbers and their ConvNeXt by mmpretrain's arch: each is
// the detector on that backbone, walked, not the catalog's ConvNeXt-T classifier, and a Swin
// with stage-3 depth 18 is a Swin-S, not a Swin-T.
void TestVisionActs::mmdetHierarchicalBackbones()
{
    QTemporaryDir dir;
    const test::Estimated convnext = estimateText(dir, "det_a.py",
        "model = dict(type='MaskRCNN', backbone=dict(type='mmcls.ConvNeXt', arch='tiny', drop_path_rate=0.4),\n"
        "             neck=dict(type='FPN', in_channels=[96, 192, 384, 768], out_channels=256))\n"
        "train_dataloader = dict(batch_size=2, num_workers=2)\n");
    QVERIFY(convnext.resolved.vision.has_value());
    QVERIFY(!convnext.resolved.preset);
    QCOMPARE(QString::fromStdString(convnext.resolved.vision->describe()), QString("ConvNeXt-T + FPN + Mask R-CNN"));
    const test::Estimated swin = estimateText(dir, "det_b.py",
        "model = dict(type='MaskRCNN', backbone=dict(type='SwinTransformer', embed_dims=96, depths=[2, 2, 18, 2],\n"
        "             num_heads=[3, 6, 12, 24], window_size=7),\n"
        "             neck=dict(type='FPN', in_channels=[96, 192, 384, 768], out_channels=256))\n"
        "train_dataloader = dict(batch_size=2, num_workers=2)\n");
    QVERIFY(swin.resolved.vision.has_value());
    QCOMPARE(QString::fromStdString(swin.resolved.vision->describe()), QString("Swin-S + FPN + Mask R-CNN"));
    QCOMPARE(QString::fromStdString(parseVisionNet("MaskRCNN swin 128 [2, 2, 12, 2] FPN")->describe()),
             QString("Swin-128/12 + FPN + Mask R-CNN"));
}

// mmdet's ms-crop pipeline crops after the sampler grouped images by aspect ratio: a landscape
// 800 x 1333 image and a portrait one share a batch, padded to 1344 x 1344 (the longer side,
// rounded to 32). The name says so (data.pad_square derived); the image size stays the images'
// own; one image a batch pads to nothing but itself.
void TestVisionActs::batchOfBothOrientations()
{
    QTemporaryDir dir;
    const std::string name = "mask-rcnn_convnext-t-p4-w7_fpn_amp-ms-crop-3x_coco";
    const test::Estimated two = estimateText(dir, "two.yaml", "model:\n  name: " + name + "\nrun:\n  micro_batch: 2\n  precision: fp32\n");
    const TrainingSetup &s = two.resolved.setup;
    QVERIFY(s.data.padSquare);
    QCOMPARE(s.data.imageHeight, 800);
    QCOMPARE(s.data.imageWidth, 1333);
    const VisionNet net = *parseVisionNet(name);
    const VisionActivations square = visionActivations(net, VisionInput{.height = 1333, .width = 1333, .batch = 2});
    QCOMPARE(two.report.vram[static_cast<size_t>(VramComponent::Activations)], square.bytes);
    const test::Estimated one = estimateText(dir, "one.yaml", "model:\n  name: " + name + "\nrun:\n  micro_batch: 1\n  precision: fp32\n");
    const VisionActivations own = visionActivations(net, VisionInput{.height = 800, .width = 1333, .batch = 1});
    QCOMPARE(one.report.vram[static_cast<size_t>(VramComponent::Activations)], own.bytes);
    // a name without a crop: its batches share one orientation
    const test::Estimated plain = estimateText(dir, "plain.yaml", "model:\n  name: mask-rcnn_convnext-t-p4-w7_fpn_1x_coco\nrun:\n  micro_batch: 2\n");
    QVERIFY(!plain.resolved.setup.data.padSquare);
}

// TSM (mmaction's ResNetTSM) shifts each residual block's input before its first conv: a new
// tensor (the shifted channel folds concatenated) that conv keeps, beside the input itself. For
// ResNet-50 at 224^2, one image, the 16 block inputs are 64x56^2 + 2 x 256x56^2 (stage 1),
// 256x56^2 + 3 x 512x28^2, 512x28^2 + 5 x 1024x14^2, 1024x14^2 + 2 x 2048x7^2
// = 5,619,712 floats = 22,478,848 B more than the plain ResNet-50.
void TestVisionActs::temporalShiftCopiesEachBlockInput()
{
    const VisionNet tsm = *parseVisionNet("tsm_r50_1x1x8_50e_kinetics400_rgb");
    QVERIFY(tsm.temporalShift);
    QCOMPARE(QString::fromStdString(tsm.describe()), QString("ResNet-50 (TSM)"));
    VisionNet plain = tsm;
    plain.temporalShift = false;
    const VisionInput in{.height = 224, .width = 224, .batch = 1};
    QCOMPARE(visionActivations(tsm, in).bytes - visionActivations(plain, in).bytes, 22478848.0);
    QCOMPARE(visionActivations(tsm, in).params, visionActivations(plain, in).params); // the shift has none
}

// TimeSformer (ViT-B/16, h 768, 12 heads, 12 blocks) over 8 frames of 224² (196 patches a frame),
// one clip, fp32. Divided space-time attention adds to each block a temporal attention with its
// own norm (2h), qkv (3h² + 3h), projection (h² + h) and temporal_fc (h² + h): 12 × (5h² + 7h) =
// 12 × 2,954,496 = 35,453,952 parameters over joint attention; joint and divided both add the
// time embeddings (8 × 768 = 6,144) over space-only.
// The math path against the fused kernel, per block (4-byte tensors, rows = sequences × length,
// S = sequences × heads × length²): + S × 4 (the softmax) − rows × h × 4 (the kernel's output)
// − rows × heads × 4 (its log-sum-exp).
//   joint: one sequence of 8 × 196 + 1 = 1569 tokens: S = 12 × 1569² = 29,541,132, so
//     118,164,528 − 4,819,968 − 75,312 = 113,269,248 a block, 1,359,230,976 for 12.
//   divided: temporal 196 sequences of 8 (S = 150,528; rows 1568): 602,112 − 4,816,896 − 75,264
//     = −4,290,048; spatial 8 sequences of 197 (S = 3,725,664; rows 1576): 14,902,656 −
//     4,841,472 − 75,648 = 9,985,536; 5,695,488 a block, 68,345,856 for 12.
// mmaction2's R(2+1)D-34 against torchvision's layout at the same depth: the stem's (2+1)D conv
// is 83 wide between its convs (mmcv's Conv2plus1d: 3 × 3·64·49 / (3·49 + 3·64) = 83.3) against
// 45, and a max pool (1x3x3, stride 1x2x2) halves the map a side before the first stage, so its
// four stages hold a quarter of the activations they do without it (with the stem at full size
// and the pool's input and indices, under a third of the whole). The parameters differ only
// by the stem's: (83 − 45) × (3·49 + 2 [BN] + 3·64) = 38 × 341 = 12,958.
void TestVisionActs::mmactionVideoResnet()
{
    const VisionNet mm = *parseVisionNet("r2plus1d_r34_32x2x1_180e_kinetics400_rgb");
    VisionNet tv = *parseVisionNet("r2plus1d_34");
    QCOMPARE(mm.depth, 34);
    QVERIFY(mm.videoStemPool && !tv.videoStemPool);
    tv.classes = mm.classes;
    const VisionInput in{.height = 224, .width = 224, .frames = 32, .batch = 1};
    QCOMPARE(visionActivations(mm, in).params - visionActivations(tv, in).params, 12958.0);
    QVERIFY(visionActivations(mm, in).bytes < visionActivations(tv, in).bytes / 3);
    QVERIFY(visionActivations(mm, in).bytes > visionActivations(tv, in).bytes / 4);
}

// HTC against mmdet's Cascade Mask R-CNN on the same R-50 FPN: the parameters differ by the
// FusedSemanticHead, 5 laterals 1x1 (5 × 65,792) + 4 convs 3x3 (4 × 590,080) + the embedding 1x1
// (65,792) + logits over 183 classes (47,031) = 2,802,103, and the conv_res 1x1 of the second and
// third mask heads (2 × 65,792): 2,933,687. The mask information flow reruns the earlier heads'
// convs (weights counted once) and so keeps more.
void TestVisionActs::hybridTaskCascade()
{
    const VisionNet htc = analogVisionNet("htc_r50_fpn_1x_coco", 0).value();
    QVERIFY(htc.hybridTaskCascade);
    QCOMPARE(QString::fromStdString(htc.describe()), QString("ResNet-50 + FPN + HTC"));
    const VisionNet cascade = *parseVisionNet("cascade_mask_rcnn_r50_fpn_1x_coco");
    const VisionInput in{.height = 800, .width = 1344, .batch = 2};
    QCOMPARE(visionActivations(htc, in).params - visionActivations(cascade, in).params, 2933687.0);
    QVERIFY(visionActivations(htc, in).bytes > visionActivations(cascade, in).bytes);
}

// ir-CSN-152 (mmaction2's ResNet3dCSN, bottleneck_mode 'ir'): ResNet-152's bottlenecks with the
// 3x3x3 conv depthwise; with Kinetics-400's 400 classes its parameters are within 1 % of the
// model zoo's 29,703,568 (the walk's convs are 2D: a 3x3x3 depthwise kernel has 27 weights a
// channel, not 9, which the walk does not count; the activations do not depend on it). Each stage
// after the first halves the frames, so the walk keeps less than with every stage at all frames.
void TestVisionActs::channelSeparatedVideoNet()
{
    VisionNet csn = analogVisionNet("ircsn_ig65m_pretrained_r152_32x2x1_58e_kinetics400_rgb", 32).value();
    QVERIFY(csn.channelSeparated);
    QVERIFY((csn.stageTimeStrides == std::array<double, 4>{1, 2, 2, 2}));
    QCOMPARE(QString::fromStdString(csn.describe()), QString("ResNet-152 (CSN)"));
    csn.classes = 400;
    const VisionInput frames{.height = 224, .width = 224, .batch = 32};
    const double params = visionActivations(csn, frames).params;
    QVERIFY2(std::abs(params / 29703568.0 - 1) < 0.01, QByteArray::number(params));
    VisionNet flat = csn;
    flat.stageTimeStrides = {1, 1, 1, 1};
    QVERIFY(visionActivations(csn, frames).bytes < visionActivations(flat, frames).bytes);
}

// mmdet's CenterNet R-18 DCNv2 (80 classes): ResNet-18 without its fc (11,176,512) + the neck's
// three stages (conv_offset 3x3 → 27 with bias, the deformable 3x3 without, BN; a 4x4
// transposed conv with a bias the walk counts and mmdet's ConvModule leaves out, BN):
// 512→256: 124,443 + 1,179,648 + 512 + 1,048,832 + 512; 256→128: 62,235 + 294,912 + 256 +
// 262,272 + 256; 128→64: 31,131 + 73,728 + 128 + 65,600 + 128: 3,144,593; the heads, each a 3x3
// of 64 with bias and a 1x1: 36,928 + 5,200 (80) and twice 36,928 + 130 (2): 116,244.
// 14,437,349 in all, 448 over the config's count for the three transposed convs' biases. The
// Gaussian focal loss keeps 37 B per heatmap element (80 × 128² an image at 512²).
void TestVisionActs::centerNetHeads()
{
    const VisionNet net = *parseVisionNet("centernet_r18_dcnv2_140e_coco");
    QCOMPARE(net.classes, 80);
    const VisionInput in{.height = 512, .width = 512, .batch = 1};
    const VisionActivations a = visionActivations(net, in);
    QCOMPARE(a.params, 11176512.0 + 3144593.0 + 116244.0);
    QVERIFY(a.loss >= 37.0 * 80 * 128 * 128);
}

void TestVisionActs::videoTransformerAttention()
{
    using VA = VisionNet::VideoAttention;
    const VisionNet divided = *parseVisionNet("timesformer_divST_8x32x1_15e_kinetics400_rgb");
    const VisionNet joint = *parseVisionNet("timesformer_jointST_8x32x1_15e_kinetics400_rgb");
    const VisionNet spaceOnly = *parseVisionNet("timesformer_spaceOnly_8x32x1_15e_kinetics400_rgb");
    QCOMPARE(int(divided.videoAttention), int(VA::Divided));
    QCOMPARE(int(joint.videoAttention), int(VA::Joint));
    QCOMPARE(int(spaceOnly.videoAttention), int(VA::FrameWise));
    QCOMPARE(divided.classes, 400);
    VisionInput clip{.height = 224, .width = 224, .frames = 8, .batch = 1};
    QCOMPARE(visionActivations(divided, clip).params - visionActivations(joint, clip).params, 35453952.0);
    QCOMPARE(visionActivations(joint, clip).params - visionActivations(spaceOnly, clip).params, 6144.0);
    VisionInput math = clip;
    math.fusedAttention = false;
    QCOMPARE(visionActivations(joint, math).bytes - visionActivations(joint, clip).bytes, 1359230976.0);
    QCOMPARE(visionActivations(divided, math).bytes - visionActivations(divided, clip).bytes, 68345856.0);
    // TimeSformer writes its attention out (mmcv asks nn.MultiheadAttention for the weights): the
    // math path unless run.attention says otherwise; a clip of 8 frames unless data.frames does.
    QTemporaryDir dir;
    for (const char *attention : {"", "  attention: sdpa\n"}) {
        const std::string path = dir.filePath("ts.yaml").toStdString();
        std::ofstream(path) << "model:\n  name: timesformer_divST_8x32x1_15e_kinetics400_rgb\nrun:\n  micro_batch: 2\n"
                            << attention << "data:\n  image_size: 224\nhardware:\n  gpu: v100-32gb\n";
        const test::Estimated e = test::estimateFile(path);
        QVERIFY(e.ok && e.resolved.vision.has_value());
        const VisionInput in = visionInputFor(e.resolved, *e.resolved.vision);
        QCOMPARE(in.fusedAttention, *attention != 0);
        QCOMPARE(in.frames, 8);
        QCOMPARE(in.batch, 2.0);
    }
}

// mmseg's NLHead is its FCN head (two 3x3 ConvModules of 512, the concatenation with the input,
// conv_cat) with a non-local block after the first conv. Cityscapes crop 512x1024, batch 2, fp32:
// the dilated ResNet's stride-8 map is 64 x 128 = 8,192 positions. The block keeps per image:
// theta, phi and g (1x1 convs to 256 channels, the matmuls' inputs) 3 x 256, the softmaxed map
// 8,192² fp32, the contiguous context conv_out reads 256, conv_out's output the norm reads 512,
// and the residual sum convs[1] reads 512 (in the FCN head that conv reads a ReLU's output,
// already kept): (3 x 256 + 256 + 512 + 512) x 8,192 x 4 = 67,108,864 and 8,192² x 4 =
// 268,435,456; x 2 images = 671,088,640, and conv_out's norm its per-channel mean and invstd,
// 2 x 512 x 4 = 4,096: 671,092,736 more than fcn_r50-d8. In backward the map's gradient and
// the softmax input's gradient are there at once: 2 x 8,192² x 4 x 2 images = 1,073,741,824.
void TestVisionActs::attentionSegmentationHeads()
{
    const auto nonLocal = analogVisionNet("nonlocal_r50-d8_512x1024_40k_cityscapes", 0);
    QVERIFY(nonLocal);
    QVERIFY(nonLocal->segAttention == VisionNet::SegAttention::NonLocal);
    QCOMPARE(QString::fromStdString(nonLocal->describe()).contains(QStringLiteral("NonLocal head")), true);
    const VisionNet fcn = *parseVisionNet("fcn_r50-d8_512x1024_40k_cityscapes");
    VisionInput in;
    in.height = 512;
    in.width = 1024;
    in.batch = 2;
    const VisionActivations nl = visionActivations(*nonLocal, in), plain = visionActivations(fcn, in);
    QCOMPARE(nl.bytes - plain.bytes, 671092736.0);
    QCOMPARE(nl.backwardTransient, 1073741824.0);
    QCOMPARE(plain.backwardTransient, 0.0);
    // DANet keeps one position-attention map (query and key at 64 channels) and supervises three
    // outputs: its walk keeps at least the map, 2 x 8,192² x 4 = 536,870,912, over the FCN head's,
    // and the same backward temporaries.
    const auto danet = analogVisionNet("danet_r50-d8_512x1024_40k_cityscapes", 0);
    QVERIFY(danet);
    QVERIFY(danet->segAttention == VisionNet::SegAttention::DualAttention);
    const VisionActivations da = visionActivations(*danet, in);
    QVERIFY(da.bytes - plain.bytes > 536870912.0);
    QCOMPARE(da.backwardTransient, 1073741824.0);
    // Other analog families keep the DeepLabV3 kin.
    QVERIFY(analogVisionNet("ccnet_r50-d8_512x1024_40k_cityscapes", 0)->segAttention == VisionNet::SegAttention::None);
}

QTEST_APPLESS_MAIN(TestVisionActs)
#include "tst_visionacts.moc"
