#!/usr/bin/env bash
# scripts/check-d2-zoo.sh [BUILD_DIR]: Headroom's peak allocated memory against detectron2's
# MODEL_ZOO.md "train mem (GB)" (max_memory_allocated / 1024^3, 2 images per GPU, 800 short
# side up to 1333, fp32, SGD momentum, 8 GPUs) for rows that are NOT in the shared reference
# set: a held-out check of the vision walk. Rows: MODEL_ZOO.md at detectron2 commit 02478d2.
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
printf '%-32s %9s %9s %7s\n' config measured estimate error
for row in faster_rcnn_R_50_C4_1x:4.8 faster_rcnn_R_50_DC5_1x:5.0 faster_rcnn_R_101_C4_3x:5.9 \
           faster_rcnn_R_101_DC5_3x:6.1 retinanet_R_50_FPN_1x:3.9 retinanet_R_101_FPN_3x:5.1 \
           fast_rcnn_R_50_FPN_1x:2.6 mask_rcnn_R_50_C4_1x:5.2 mask_rcnn_R_50_DC5_1x:6.5 \
           mask_rcnn_R_101_C4_3x:6.3 mask_rcnn_R_101_DC5_3x:7.6 mask_rcnn_R_101_FPN_3x:4.6 \
           keypoint_rcnn_R_50_FPN_1x:5.0 keypoint_rcnn_R_101_FPN_3x:6.1 keypoint_rcnn_X_101_32x8d_FPN_3x:8.7; do
  name=${row%%:*} measured=${row##*:}
  # The exit status is the verdict (host RAM may be tight here); the JSON is what is read.
  json=$("$build/app/headroom" estimate "$setup" --set "model.name=$name" --format json 2>/dev/null || true)
  python3 -c 'import json, sys
d = json.loads(sys.argv[3])["vram"]
est = d["peak_allocated_bytes"] / 2**30
m = float(sys.argv[2])
print("%-32s %7.2f G %7.2f G %+6.1f%%" % (sys.argv[1], m, est, (est / m - 1) * 100))' "$name" "$measured" "$json"
done
