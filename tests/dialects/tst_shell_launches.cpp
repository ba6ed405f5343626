// Launch scripts as bash runs them (red team 7, 2026-12): a `case` runs one branch, a container
// runner is a prefix, `${X:-{…}}` is one word, the training launch outranks a report after it,
// `$(expr …)` is arithmetic, PowerShell's backtick continues a line, a dotted flag is its last part.

#include "heldout.h"

#include <QProcess>
#include <QStandardPaths>

using namespace headroom;
using headroom::testing::Reading;

class TestShellLaunches : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    // verl's run_qwen3_4b_grpo_pd.sh: `case "${DEVICE}" in gpu) ;; npu) NGPUS_PER_NODE=16 …;; esac`.
    // bash runs the branch the subject matches (a `${X:-default}` counts as known), `|`
    // alternatives and globs included, and nothing of the others.
    void caseRunsTheMatchingBranch()
    {
        Reading read;
        QVERIFY(read("DEVICE=${DEVICE:-gpu}\nNGPUS=8\ncase \"${DEVICE}\" in\n    gpu)\n        ;;\n    npu)\n        NGPUS=16\n"
                     "        ;;\nesac\ntorchrun --nproc_per_node=$NGPUS train.py --per_device_train_batch_size 4\n",
                     "case_branch.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QVERIFY(read.said("shell.case_unknown") == read.d.end());

        // `|`, a glob, on one line
        QVERIFY(read("MODE=npu_910b\ncase $MODE in gpu|cuda) N=8 ;; npu*) N=16 ;; esac\n"
                     "torchrun --nproc_per_node=$N train.py --per_device_train_batch_size 4\n",
                     "glob.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("16"));
        QVERIFY(read("MODE=cuda\ncase $MODE in\n  gpu | cuda ) N=8 ;;\n  npu*) N=16 ;;\nesac\n"
                     "torchrun --nproc_per_node=$N train.py --per_device_train_batch_size 4\n",
                     "alternatives.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
        // `*)` takes what no branch before it matched; a quoted pattern is literal
        QVERIFY(read("SIZE=small\nBS=1\ncase \"$SIZE\" in\n  (\"large\") BS=2 ;;\n  small) BS=32 ;;\n  *) BS=64 ;;\nesac\n"
                     "python train.py --batch_size $BS\n",
                     "star.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("32"));
        QVERIFY(read("SIZE=tiny\ncase \"$SIZE\" in\n  small) BS=32 ;;\n  *) BS=64 ;;\nesac\npython train.py --batch_size $BS\n",
                     "default.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("64"));
        // no branch matches: none runs
        QVERIFY(read("SIZE=tiny\nBS=4\ncase \"$SIZE\" in\n  small) BS=32 ;;\n  large) BS=64 ;;\nesac\n"
                     "python train.py --batch_size $BS\n",
                     "none.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        // `;&` runs the next branch too
        QVERIFY(read("S=a\ncase $S in\n  a) BS=2 ;&\n  b) GA=8 ;;\n  c) GA=16 ;;\nesac\n"
                     "python train.py --batch_size $BS --gradient_accumulation_steps $GA\n",
                     "fall.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("8"));
        // a case inside a branch that does not run changes nothing; one inside the branch that runs does
        QVERIFY(read("A=x\nB=y\nBS=4\ncase $A in\n  z)\n    case $B in y) BS=99 ;; esac\n    ;;\n  x)\n"
                     "    case $B in\n      y) GA=2 ;;\n      *) GA=3 ;;\n    esac\n    ;;\nesac\n"
                     "python train.py --batch_size $BS --gradient_accumulation_steps $GA\n",
                     "nested.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("2"));
    }

    // A subject not known here (`DEVICE` found by probing the machine): the branch named for
    // NVIDIA's platform is read; with none, no branch's values are, those before the case stand,
    // and that is said. A launch inside a branch is still found. An option parser's `case "$1"`
    // runs on arguments not known here: its values are not read, and nothing is said.
    void caseOfAnUnknownSubject()
    {
        Reading read;
        QVERIFY(read("DEVICE=${DEVICE:-$(python3 -c 'import torch_npu' 2>/dev/null && echo npu || echo gpu)}\n"
                     "MEM=0.3\nN=4\ncase \"${DEVICE}\" in\n    npu)\n        N=16\n        MEM=0.9\n        ;;\n"
                     "    gpu|cuda)\n        N=8\n        ;;\n    *)\n        echo unsupported >&2\n        exit 1\n        ;;\nesac\n"
                     "torchrun --nproc_per_node=$N train.py --per_device_train_batch_size 2\n",
                     "probe.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
        auto said = read.said("shell.case_unknown");
        QVERIFY(said != read.d.end());
        QCOMPARE(said->line, 4);
        QCOMPARE(said->args.at(1), std::string("gpu|cuda"));

        QVERIFY(read("BS=4\ncase \"$CLUSTER\" in\n  big) BS=8 ;;\n  huge) BS=16 ;;\nesac\npython train.py --batch_size $BS\n",
                     "cluster.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        said = read.said("shell.case_unknown");
        QVERIFY(said != read.d.end());
        QVERIFY(said->args.at(1).empty());
        // an exported value of a branch not taken is no setting either
        QVERIFY(read("case \"$SITE\" in\n  a) export CUDA_VISIBLE_DEVICES=0,1,2,3 ;;\nesac\npython train.py --batch_size 4\n",
                     "site.sh"));
        QVERIFY(!read.c.setup.isStated("parallel.gpus"));

        QVERIFY(read("case \"$MODE\" in\n  train)\n    torchrun --nproc_per_node 4 train.py --per_device_train_batch_size 2\n    ;;\n"
                     "  eval)\n    python eval.py --per_device_eval_batch_size 64\n    ;;\nesac\n",
                     "modes.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("4"));

        QVERIFY(read("BS=4\nMODEL=gpt2\nwhile [[ $# -gt 0 ]]; do\n  case \"$1\" in\n    --bs) BS=\"$2\"; shift 2 ;;\n"
                     "    -m|--model)\n      MODEL=$2\n      shift 2\n      ;;\n    --lora) USE_LORA=1; shift ;;\n"
                     "    *) shift ;;\n  esac\ndone\npython train.py --batch_size $BS --model_name_or_path $MODEL\n",
                     "args.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(read.value("model.name"), QStringLiteral("gpt2"));
        QVERIFY(read.said("shell.case_unknown") == read.d.end());
        QVERIFY(read("BS=4\nwhile getopts \"b:h\" opt; do\n  case $opt in\n    b) BS=$OPTARG ;;\n    h) echo usage ;;\n  esac\ndone\n"
                     "python train.py --batch_size $BS\n",
                     "getopts.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QVERIFY(read.said("shell.case_unknown") == read.d.end());
    }

    // A container runner is a prefix (docker/podman/nvidia-docker run, singularity/apptainer
    // exec|run, enroot start): its options and image are skipped, and the command inside is read,
    // a `bash -c "…"` included, where \" is a quote of the script inside.
    void containerRunnersArePrefixes()
    {
        Reading read;
        QVERIFY(read("docker run --rm --gpus all -v /data:/data -e NCCL_DEBUG=INFO --shm-size 16g --ipc=host \\\n"
                     "  nvcr.io/nvidia/pytorch:25.01-py3 torchrun --nproc_per_node 4 train.py --per_device_train_batch_size 2 \\\n"
                     "  --gradient_accumulation_steps 8 2>&1 | tee log.txt\n",
                     "docker_run.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("8"));
        QVERIFY(read.said("shell.no_launch") == read.d.end());

        QVERIFY(read("export MODEL_NAME=\"stabilityai/stable-diffusion-xl-base-1.0\"\n"
                     "singularity exec --nv --overlay $SCRATCH/env.ext3:ro -B /a:/b \\\n"
                     "  /scratch/images/cuda12.sif \\\n  /bin/bash -c \"source /ext3/env.sh; \\\n"
                     "  accelerate launch train_dreambooth_lora_sdxl.py \\\n"
                     "    --pretrained_model_name_or_path=$MODEL_NAME \\\n    --mixed_precision=\\\"fp16\\\" \\\n"
                     "    --instance_prompt=\\\"a photo of sks dog\\\" \\\n    --train_batch_size=1 \\\n"
                     "    --gradient_accumulation_steps=4\"\n",
                     "train_lion.sbatch"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("1"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("4"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
        QCOMPARE(read.value("model.name"), QStringLiteral("stabilityai/stable-diffusion-xl-base-1.0"));

        QVERIFY(read("apptainer run --nv --bind /x:/y --env HF_HOME=/cache c.sif python train.py --batch_size 8\n", "appt.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("8"));
        QVERIFY(read("enroot start --rw -m /data:/data pytorch python train.py --batch_size 6\n", "enroot.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("6"));
        // podman run -e: the command inside runs with that environment
        QVERIFY(read("podman run -it --rm -e CUDA_VISIBLE_DEVICES=0,1 --name job img:latest python train.py --batch_size 3\n",
                     "podman.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("3"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("2"));
        QVERIFY(read("nvidia-docker run --rm img bash -c 'python train.py --batch_size 5'\n", "nvd.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("5"));
    }

    // `X="${X:-{\"a\":1}}"`: in ${…} only a nested ${ opens a brace (the expansion ends at the first
    // other `}`), and \" inside it is a quote escaped. Every construct here `bash -n` accepts, and
    // none may lose the launch after it.
    void validBashNeverLosesItsLaunch()
    {
        const std::vector<const char *> valid = {
            "X=\"${X:-{\\\"a\\\":1}}\"",
            "set -e\nNORM=\"${NORM:-{\\\"ACTION\\\":\\\"QUANTILES\\\",\\\"STATE\\\":\\\"IDENTITY\\\"}}\"",
            "Y=${Y:-{a}b}",
            "echo \"${Z:-a\\}b}\"",
            "A=\"$(echo \"}\")\"",
            "B=\"${B:-$(echo {x})}\"",
            "arr=(a \"b c\" 'd)')",
            "case x in (x) echo ;; esac",
            "f() { echo \"}\"; }",
            "echo $'it\\'s'",
            "D=`echo \\`date\\``",
            "H=\"${H//\\//_}\"",
            "I=${I#*\\}}",
            "J=\"${J:-\"a b\"}\"",
            "K=$(cat <<EOF\n)\"\nEOF\n)",
            "O=\"${O:-${P:-{}}}\"",
            "N=${N:-'}'}",
            "R=$(echo \"$(echo \")\")\")",
        };
        const QString bash = QStandardPaths::findExecutable(QStringLiteral("bash"));
        Reading read;
        for (const char *snippet : valid) {
            const std::string text = std::string(snippet) + "\npython train.py --batch_size=4\n";
            if (!bash.isEmpty()) { // (the snippet itself must be valid bash)
                QProcess check;
                check.start(bash, {QStringLiteral("-n")});
                check.write(text.c_str());
                check.closeWriteChannel();
                QVERIFY(check.waitForFinished());
                QVERIFY2(check.exitCode() == 0, snippet);
            }
            QVERIFY2(read(text.c_str(), "valid.sh"), snippet);
            QVERIFY2(read.value("run.micro_batch") == QStringLiteral("4"), snippet);
            QVERIFY2(read.said("shell.no_launch") == read.d.end(), snippet);
        }
        // the default's value is what bash gives
        QVERIFY(read("M=${M:-{gpt}2}\npython train.py --model_name_or_path $M --batch_size 4\n", "brace.sh"));
        QCOMPARE(read.value("model.name"), QStringLiteral("{gpt2}"));
    }

    // nanochat's speedrun.sh ends with `python -m nanochat.report generate`: the training launches
    // (torchrun, modules named for training) outrank a module that reports, downloads or trains a
    // tokenizer; of those, the last is read. --device-batch-size is the batch per GPU, --fp8 the precision.
    void trainingLaunchOutranksAReport()
    {
        Reading read;
        QVERIFY(read("python -m nanochat.dataset -n 8\npython -m scripts.tok_train\n"
                     "torchrun --standalone --nproc_per_node=8 -m scripts.base_train -- --depth=26 --device-batch-size=16 --fp8\n"
                     "torchrun --standalone --nproc_per_node=8 -m scripts.chat_eval -- -i sft\n"
                     "python -m nanochat.report generate\n",
                     "speedrun.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("16"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp8"));
        QCOMPARE(read.c.setup.sources.at("run.micro_batch").line, 3);
        // a plain script after a distributed training launch does not displace it
        QVERIFY(read("torchrun --nproc_per_node 4 train.py --per_device_train_batch_size 2\n"
                     "python upload_results.py --batch_size 64\n",
                     "run.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
        // of two training launches, the last
        QVERIFY(read("torchrun --nproc_per_node 8 -m scripts.base_train -- --device-batch-size=16\n"
                     "torchrun --nproc_per_node 8 -m scripts.chat_sft -- --device-batch-size=4\n",
                     "two.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        // a `curl … | sh` installer is no launch
        QVERIFY(read("curl -LsSf https://astral.sh/uv/install.sh | sh\npython train.py --batch_size 4\n", "setup.sh"));
        QVERIFY(read.said("shell.launch_not_read") == read.d.end());
    }

    // `$(expr 16 / $nproc_per_node)`, POSIX's arithmetic, is computed as $(( … )) is.
    void exprIsArithmetic()
    {
        Reading read;
        QVERIFY(read("nproc_per_node=8\nNPROC_PER_NODE=$nproc_per_node swift sft --per_device_train_batch_size 8 \\\n"
                     "    --gradient_accumulation_steps $(expr 16 / $nproc_per_node)\n",
                     "train.sh"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("2"));
        QVERIFY(read("G=4\nA=`expr 64 / \\( $G \\* 2 \\)`\npython train.py --gradient_accumulation_steps $A\n", "bt.sh"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("8"));
        // `expr 16/8` (one word) is the text "16/8", a comparison no number
        QVERIFY(read("python train.py --gradient_accumulation_steps $(expr 16/8)\n", "text.sh"));
        QVERIFY(!read.c.setup.isStated("run.grad_accum"));
    }

    // A PowerShell script: `$env:NAME = "…"` and `$NAME = …` set variables, a backtick ends a
    // continued line, "`n" is an escape inside a string (not an unclosed backtick).
    void powerShellScripts()
    {
        Reading read;
        QVERIFY(read("# Old LoRA\n$env:MODEL_NAME = \"stabilityai/stable-diffusion-xl-base-1.0\"\n$BATCH_SIZE = 2\n"
                     "$OUT=\"models\\old\"\nWrite-Host \"Starting...\" -ForegroundColor Green\n"
                     "accelerate launch train_dreambooth_lora_sdxl.py `\n  --pretrained_model_name_or_path=\"$env:MODEL_NAME\" `\n"
                     "  --output_dir=\"$OUT\" `\n  --train_batch_size=$BATCH_SIZE `\n  --gradient_accumulation_steps=4 `\n"
                     "  --mixed_precision=\"fp16\" `\n  --report_to=\"tensorboard\"\n\nWrite-Host \"`nDone! It's in $OUT\" -ForegroundColor Green\n",
                     "train_old_lora.ps1"));
        QCOMPARE(read.value("model.name"), QStringLiteral("stabilityai/stable-diffusion-xl-base-1.0"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("4"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(read.c.setup.sources.at("run.grad_accum").line, 10);
        std::string out;
        QVERIFY(exportConfig(read.c, {{"run.micro_batch", "3"}, {"loader.workers", "2"}}, out, read.d));
        QVERIFY(out.find("$BATCH_SIZE = 3\n") != std::string::npos);
        QVERIFY(out.find("--report_to=\"tensorboard\" `\n  --dataloader_num_workers 2\n") != std::string::npos);
        // a string PowerShell never closes is still said
        QVERIFY(!read("$X = \"open\naccelerate launch train.py --train_batch_size=2\n", "bad.ps1"));
        QVERIFY(read.said("shell.unclosed_quote") != read.d.end());
    }

    // OpenRLHF's (MARTI's) dotted flags are read by their last part, as a YAML key is; SLURM's
    // gres type `hopper` is an H100.
    void dottedFlagsAndGpuArchitectures()
    {
        Reading read;
        QVERIFY(read("#!/bin/bash\n#SBATCH --gres=gpu:hopper:1\n"
                     "python -m marti.cli.commands.train --train.micro_batch_size 1 --train.batch_size 16 --ds.zero_stage 2 \\\n"
                     "  --actor.gradient_checkpointing_enable --data.max_len 2048 --train.colocate_all \\\n"
                     "  --vllm.gpu_memory_utilization 0.5 --vllm.enable_sleep\n",
                     "grpo_qwen.sbatch"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("1"));
        QCOMPARE(read.value("run.global_batch"), QStringLiteral("16"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("zero2"));
        QCOMPARE(read.value("run.grad_checkpointing"), QStringLiteral("true"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("2048"));
        QCOMPARE(read.value("run.rollout_memory_fraction"), QStringLiteral("0.5"));
        QCOMPARE(read.value("hardware.gpu"), QStringLiteral("h100-80gb"));
        QVERIFY(read("#!/bin/bash\n#SBATCH --gres=gpu:ampere:2\npython train.py --batch_size 4\n", "a.sbatch"));
        QCOMPARE(read.value("hardware.gpu"), QStringLiteral("a100"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("2"));
    }

    // Red team 8. A program-scoped rule (`--rank` is the LoRA rank of a `_lora` script) is matched
    // against what runs, never a value it is given: `--output_dir out/qwen_lora_ablation` makes no
    // LoRA script, and its `--rank 3` is a process's rank. Beside `--training_type lora` (finetrainers)
    // or `--lora_alpha`, a bare --rank is the LoRA rank.
    void programRulesMatchWhatRuns()
    {
        Reading read;
        QVERIFY(read("python train.py --model_name_or_path Qwen/Qwen2.5-7B --rank 3 --per_device_train_batch_size 2 "
                     "--output_dir out/qwen_lora_ablation --bf16\n",
                     "dist_rank.sh"));
        QVERIFY(!read.c.setup.isStated("run.lora_rank"));
        QVERIFY(!read.c.setup.isStated("run.finetune"));
        QVERIFY(read("accelerate launch examples/train_dreambooth_lora_sdxl.py --rank 16 --train_batch_size 1\n", "db.sh"));
        QCOMPARE(read.value("run.lora_rank"), QStringLiteral("16"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
        QVERIFY(read("torchrun --nproc_per_node 2 train.py --model_name black-forest-labs/FLUX.1-dev --training_type lora "
                     "--rank 8 --lora_alpha 8 --batch_size 1\n",
                     "ft.sh"));
        QCOMPARE(read.value("run.lora_rank"), QStringLiteral("8"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
    }

    // A dist_train.sh given a count first is timm's (NUM_PROC=$1; shift; torchrun … train.py "$@"),
    // not OpenMMLab's CONFIG GPUS; a positional rule known only from a script's name never makes a
    // valid script an error: a value of the wrong shape is a warning, the field left unread.
    void positionalArgumentsByTheirShape()
    {
        Reading read;
        QVERIFY(read("DATA_PATH=/local_home/dataset/imagenet/\nbash ./dist_train.sh 8 $DATA_PATH \\\n"
                     "    --model kat_base_swish_patch16_224 -b 128 --opt adamw --amp\n",
                     "train_kat.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("128"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
        QVERIFY(read("bash tools/dist_train.sh configs/x.py 4 --amp\n", "mm.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("4"));
        QVERIFY(read("bash tools/dist_train.sh configs/x.py all --amp\n", "odd.sh"));
        QVERIFY(!read.c.setup.isStated("parallel.gpus"));
        QVERIFY(read.said("field.not_integer") != read.d.end());
        QVERIFY(read.said("field.not_integer")->severity == Diagnostic::Severity::Warning);
    }

    // timm's train.py trains in float32 unless --amp (--native-amp, --apex-amp: fp16 autocast;
    // --amp-dtype bfloat16: bf16); bash's `let NAME=expr` is arithmetic as $(( … )) is.
    void timmPrecisionAndLet()
    {
        Reading read;
        QVERIFY(read("ALL_BATCH_SIZE=4096\nNUM_GPU=8\nGRAD_ACCUM_STEPS=4\nlet BATCH_SIZE=ALL_BATCH_SIZE/NUM_GPU/GRAD_ACCUM_STEPS\n"
                     "sh distributed_train.sh $NUM_GPU /data --model mambaout_small --opt adamw -b $BATCH_SIZE "
                     "--grad-accum-steps $GRAD_ACCUM_STEPS\n",
                     "train_mambaout.sh"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp32"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("128"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
        QVERIFY(read.said("dialect.tool_default") != read.d.end());
        QVERIFY(read("./distributed_train.sh 4 /data --model resnet50 -b 64 --amp --amp-dtype bfloat16\n", "bf.sh"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("bf16-mixed"));
        QVERIFY(read("./distributed_train.sh 4 /data --model resnet50 -b 64 --amp\n", "amp.sh"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
        QVERIFY(read("python -m torch.distributed.launch --nproc_per_node=8 train.py /data --model transxnet_t -b 128 --native-amp\n",
                     "tx.sh"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
        QVERIFY(read("A=64\nlet \"B = A * 2\"\npython train.py --per_device_train_batch_size $B\n", "let.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("128"));
    }

    // A `#` line right after a `\` continuation ends the command (bash joins the lines, and the
    // comment runs to the newline): the lines after it are commands of their own. That is said,
    // naming the first line cut off.
    void commentEndsTheCommand()
    {
        Reading read;
        QVERIFY(read("accelerate launch train_control_lora_flux.py \\\n  --train_batch_size 1 \\\n"
                     "  # --max_train_steps 22000 \\\n  --rank 1024 \\\n  --gradient_accumulation_steps 8\n",
                     "flux.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("1"));
        QVERIFY(!read.c.setup.isStated("run.grad_accum"));
        const auto said = read.said("shell.comment_ends_command");
        QVERIFY(said != read.d.end());
        QCOMPARE(said->line, 3);
        QCOMPARE(said->args.at(0), std::string("4"));
        QCOMPARE(said->args.at(1), std::string("--rank"));
        // a comment after the command's last line cuts nothing off
        QVERIFY(read("python train.py \\\n  --batch_size 4\n# done\necho ok\n", "end.sh"));
        QVERIFY(read.said("shell.comment_ends_command") == read.d.end());
    }

    // $'…' is bash's ANSI-C quoting (escapes, no expansion), and an unquoted expansion splits on
    // blanks, tabs and newlines.
    void ansiCQuotingAndFieldSplitting()
    {
        Reading read;
        QVERIFY(read("EXTRA=$'--gradient_accumulation_steps\\t8'\ntorchrun --nproc_per_node=2 train.py --max_seq_length $'4096' "
                     "--per_device_train_batch_size $'8' $EXTRA\n",
                     "ansi.sh"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("4096"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("8"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("8"));
    }

    // `for m in "${models[@]}"`: the loop variable is the array's first element, as for a literal
    // list, and that the other runs are not read is said.
    void loopOverAnArray()
    {
        Reading read;
        QVERIFY(read("models=(\n  \"gpt2\"\n  \"gpt2-medium\"\n)\nfor m in \"${models[@]}\"; do\n"
                     "  python train.py --model_name_or_path $m --per_device_train_batch_size 4\ndone\n",
                     "loop.sh"));
        QCOMPARE(read.value("model.name"), QStringLiteral("gpt2"));
        const auto said = read.said("shell.loop_first");
        QVERIFY(said != read.d.end());
        QCOMPARE(said->args.at(1), std::string("gpt2"));
        QCOMPARE(said->args.at(2), std::string("2"));
    }

    // `llamafactory-cli train --k v …` with no YAML: the flags are LLaMA-Factory's keys, read with
    // its rules as its YAML is, its defaults (a LoRA base in the compute dtype, checkpointing on)
    // and `lora_target all` (all-linear) included.
    void llamaFactoryFlags()
    {
        Reading read;
        QVERIFY(read("llamafactory-cli train \\\n  --model_name_or_path meta-llama/Llama-3.2-11B-Vision-Instruct \\\n"
                     "  --stage sft --do_train True --finetuning_type lora --lora_rank 32 --lora_target all \\\n"
                     "  --per_device_train_batch_size 4 --gradient_accumulation_steps 16 --cutoff_len 2048 --fp16 True\n",
                     "llama32v.sh"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
        QCOMPARE(read.value("model.dtype"), QStringLiteral("fp16"));
        QCOMPARE(read.value("run.grad_checkpointing"), QStringLiteral("true"));
        QCOMPARE(read.value("run.lora_targets"), QStringLiteral("all-linear"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("2048"));
        // --disable_gradient_checkpointing True turns it off, as in the YAML
        QVERIFY(read("llamafactory-cli train --model_name_or_path Qwen/Qwen2.5-7B --stage sft --finetuning_type full "
                     "--disable_gradient_checkpointing True --bf16 True\n",
                     "full.sh"));
        QCOMPARE(read.value("run.grad_checkpointing"), QStringLiteral("false"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("full"));
    }
    // Red team 8 #11: `CUDA_VISIBLE_DEVICES=0,1,2,3 swift sft …` with no NPROC_PER_NODE is one
    // process whose model device_map 'auto' spreads over the 4 GPUs (naive model parallelism),
    // read as a 4-stage pipeline and said; with NPROC_PER_NODE it is 4 data-parallel ranks.
    void swiftWithoutNprocIsOneProcessOverTheGpus()
    {
        Reading read;
        QVERIFY(read("CUDA_VISIBLE_DEVICES=0,1,2,3 \\\nswift sft \\\n    --model Qwen/Qwen2.5-VL-7B-Instruct \\\n"
                     "    --train_type lora \\\n    --per_device_train_batch_size 2\n",
                     "train.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(read.value("parallel.pp"), QStringLiteral("4"));
        const auto d = read.said("shell.single_process_multi_gpu");
        QVERIFY(d != read.d.end());
        QCOMPARE(d->line, 1);
        QCOMPARE(read.c.setup.effectiveBatch(), 2LL);

        QVERIFY(read("NPROC_PER_NODE=4 CUDA_VISIBLE_DEVICES=0,1,2,3 swift sft --model Qwen/Qwen2.5-7B-Instruct "
                     "--per_device_train_batch_size 2\n",
                     "ddp.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("4"));
        QVERIFY(!read.c.setup.isStated("parallel.pp"));
        QVERIFY(read.said("shell.single_process_multi_gpu") == read.d.end());

        QVERIFY(read("CUDA_VISIBLE_DEVICES=0 swift sft --model Qwen/Qwen2.5-7B-Instruct --per_device_train_batch_size 2\n",
                     "one.sh"));
        QVERIFY(!read.c.setup.isStated("parallel.pp"));
        QVERIFY(read.said("shell.single_process_multi_gpu") == read.d.end());

        // A script run by plain `python` whose HF model is loaded with device_map="auto": the
        // Trainer keeps the naive model parallelism; without a device_map it is not (HF's Trainer
        // then replicates the model with DataParallel, as data parallel as DDP per GPU).
        const char *script = "from transformers import AutoModelForCausalLM, Trainer, TrainingArguments\n\ndef main():\n"
                             "    model = AutoModelForCausalLM.from_pretrained(\"Qwen/Qwen2.5-7B\"%1)\n"
                             "    args = TrainingArguments(output_dir=\"out\", per_device_train_batch_size=2, bf16=True)\n"
                             "    Trainer(model=model, args=args).train()\n";
        QVERIFY(testing::writeUnder(read.dir, "train.py",
                                    QString::fromLatin1(script).arg(QLatin1String(", device_map=\"auto\"")).toLatin1().constData()));
        QVERIFY(read("CUDA_VISIBLE_DEVICES=0,1 python train.py\n", "hf.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(read.value("parallel.pp"), QStringLiteral("2"));
        QVERIFY(read.said("shell.single_process_multi_gpu") != read.d.end());
        QVERIFY(testing::writeUnder(read.dir, "plain/train.py", QString::fromLatin1(script).arg(QString()).toLatin1().constData()));
        QVERIFY(read("CUDA_VISIBLE_DEVICES=0,1 python train.py\n", "plain/hf.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("2"));
        QVERIFY(!read.c.setup.isStated("parallel.pp"));
        QVERIFY(read.said("shell.single_process_multi_gpu") == read.d.end());
    }
};

QTEST_GUILESS_MAIN(TestShellLaunches)
#include "tst_shell_launches.moc"
