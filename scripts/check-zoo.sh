#!/usr/bin/env bash
# scripts/check-zoo.sh [BUILD_DIR]: Headroom's peak allocated memory against the "train mem"
# columns of detectron2's MODEL_ZOO.md and mmdetection's configs/*/README.md (both are
# max_memory_allocated / 1024^3: 2 images per GPU, short side 800 up to 1333, fp32, SGD
# momentum), for rows that are NOT in the shared reference set: a held-out check of the
# vision walk. Rows: detectron2 MODEL_ZOO.md at 02478d2; mmdetection configs/retinanet,
# configs/mask_rcnn, configs/cascade_rcnn and configs/gn READMEs (v2 tables); mmsegmentation configs/fcn README (crops, 4 GPUs).
set -euo pipefail
build=${1:-build}
setup=$(mktemp --suffix=.yaml)
trap 'rm -f "$setup"' EXIT
cat > "$setup" <<'YAML'
model.kind: detection
run.micro_batch: 2
run.grad_accum: 1
run.precision: fp32
run.optimizer: sgd-momentum
run.finetune: full
data.image_size: 800x1333
parallel.gpus: 8
parallel.strategy: ddp
hardware.gpu: v100-32gb
YAML
# config:measured GiB[:field=value,...]
seg=model.kind=segmentation,parallel.gpus=4
rows=(
  faster_rcnn_R_50_C4_1x:4.8 faster_rcnn_R_50_DC5_1x:5.0 faster_rcnn_R_101_C4_3x:5.9
  faster_rcnn_R_101_DC5_3x:6.1 retinanet_R_50_FPN_1x:3.9 retinanet_R_101_FPN_3x:5.1
  fast_rcnn_R_50_FPN_1x:2.6 mask_rcnn_R_50_C4_1x:5.2 mask_rcnn_R_50_DC5_1x:6.5
  mask_rcnn_R_101_C4_3x:6.3 mask_rcnn_R_101_DC5_3x:7.6 mask_rcnn_R_101_FPN_3x:4.6
  keypoint_rcnn_R_50_FPN_1x:5.0 keypoint_rcnn_R_101_FPN_3x:6.1 keypoint_rcnn_X_101_32x8d_FPN_3x:8.7
  retinanet_r18_fpn_1x_coco:1.7 retinanet_r18_fpn_1x8_1x_coco:5.0:run.micro_batch=8
  retinanet_r50_caffe_fpn_1x_coco:3.5 retinanet_r50_fpn_1x_coco:3.8
  retinanet_r50_fpn_fp16_1x_coco:2.8:run.precision=fp16-mixed
  retinanet_r101_caffe_fpn_1x_coco:5.5 retinanet_r101_fpn_1x_coco:5.7
  retinanet_x101_32x4d_fpn_1x_coco:7.0 retinanet_x101_64x4d_fpn_1x_coco:10.0
  mask_rcnn_r50_caffe_fpn_1x_coco:4.3 mask_rcnn_r50_fpn_1x_coco:4.4 mask_rcnn_r101_fpn_1x_coco:6.4
  mask_rcnn_x101_32x4d_fpn_1x_coco:7.6 mask_rcnn_x101_64x4d_fpn_1x_coco:10.7
  # mmdetection configs/cascade_rcnn README
  cascade_rcnn_r50_caffe_fpn_1x_coco:4.2 cascade_rcnn_r50_fpn_1x_coco:4.4 cascade_rcnn_r101_fpn_1x_coco:6.4
  cascade_rcnn_x101_32x4d_fpn_1x_coco:7.6 cascade_mask_rcnn_r50_caffe_fpn_1x_coco:5.9
  cascade_mask_rcnn_r50_fpn_1x_coco:6.0 cascade_mask_rcnn_r101_fpn_1x_coco:7.9
  cascade_mask_rcnn_x101_32x4d_fpn_1x_coco:9.2 cascade_mask_rcnn_x101_64x4d_fpn_1x_coco:12.2
  # mmdetection configs/gn README (its own note: "Memory ... is outdated")
  mask_rcnn_r50_fpn_gn-all_2x_coco:7.1 mask_rcnn_r101_fpn_gn-all_2x_coco:9.9
  # mmsegmentation configs/fcn README (Cityscapes, 4 GPUs x 2 crops)
  fcn_r18-d8_512x1024_80k_cityscapes:1.7:$seg,data.image_size=512x1024
  fcn_r50-d8_512x1024_40k_cityscapes:5.7:$seg,data.image_size=512x1024
  fcn_r101-d8_512x1024_40k_cityscapes:9.2:$seg,data.image_size=512x1024
  fcn_r18-d8_769x769_80k_cityscapes:1.9:$seg,data.image_size=769x769
  fcn_r50-d8_769x769_40k_cityscapes:6.5:$seg,data.image_size=769x769
  fcn_r101-d8_769x769_40k_cityscapes:10.4:$seg,data.image_size=769x769
)
printf '%-34s %9s %9s %7s\n' config measured estimate error
for row in "${rows[@]}"; do
  IFS=: read -r name measured extra <<< "$row"
  sets=(--set "model.name=$name")
  [ -n "${extra:-}" ] && for kv in ${extra//,/ }; do sets+=(--set "$kv"); done
  # The exit status is the verdict (host RAM may be tight here); the JSON is what is read.
  json=$("$build/app/headroom" estimate "$setup" "${sets[@]}" --format json 2>/dev/null || true)
  python3 -c 'import json, sys
d = json.loads(sys.argv[3])["vram"]
est = d["peak_allocated_bytes"] / 2**30
m = float(sys.argv[2])
print("%-34s %7.2f G %7.2f G %+6.1f%%" % (sys.argv[1], m, est, (est / m - 1) * 100))' "$name" "$measured" "$json"
done
