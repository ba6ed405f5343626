#pragma once
// TrainingSetup: the canonical description of one training run (docs/fields.md),
// each remembering where its value came from.

#include "enums.h"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace headroom {

// Where a field's value came from.
struct Source {
    enum class Kind { Default, File, Set, Preset, Derived };
    Kind kind = Kind::Default;
    std::string file;    // the file, for Kind::File
    std::string keyPath; // the key path in the file ("trainer.precision", "--batch_size", "BATCH_SIZE")
    int line = 0;        // 1-based; 0 when unknown
    int column = 0;
    std::string note;    // for Derived/Preset: what it was derived from
    std::string how;     // how a file value was read: "" (a dialect rule), "name" (a synonym), "inferred"
    // A tool's default that a dialect rule filled in where some key is set (not the file's word).
    bool toolDefault() const { return how == "inferred" && note.rfind("the tool's default", 0) == 0; }
};

// A value that may name the model, found under a key no dialect rule reads
// ("model.backbone: videomae-base"); resolving matches it against the catalog.
struct ModelCandidate {
    std::string text;
    std::string keyPath; // "model.backbone", "--model"; "" for the config file's own name
    int line = 0;
    std::string file;
};

struct ModelFields {
    std::string name;
    std::string preset;
    std::string card; // a model card from headroom-probe, as written (relative to the file that names it)
    ModelKind kind = ModelKind::Decoder;
    double params = 0;
    double trainableParams = 0;
    double extraTrainableParams = 0;
    int layers = 0, hidden = 0, heads = 0, kvHeads = 0, ffn = 0, vocab = 0;
    int headDim = 0; // 0: hidden / heads
    // The LM head shares the embedding matrix (HF's tie_word_embeddings). Read only where stated:
    // otherwise the preset's. litgpt trains every model with a head of its own.
    bool tiedEmbeddings = false;
    // Mixture of experts (0: a dense model): routed experts per MoE layer, experts per token,
    // one expert's MLP width (0: ffn), the shared experts' total width, layers with a dense MLP.
    int experts = 0, expertsActive = 0, expertFfn = 0, sharedExpertFfn = 0, denseLayers = 0;
    std::string dtype = "auto"; // model.dtype: fp32, bf16, fp16 as loaded; "auto": follows run.precision
    std::vector<ModelCandidate> candidates; // tried when `name` is empty or not in the catalog
    // The tokenizer a config names (Levanter's data.tokenizer, `--tokenizer_name`): its model's
    // vocabulary where the architecture is given layer by layer with none.
    std::vector<ModelCandidate> tokenizers;
};

struct RunFields {
    int microBatch = 1;
    int gradAccum = 1;
    long long globalBatch = 0; // 0: not stated
    Precision precision = Precision::Bf16Mixed;
    Optimizer optimizer = Optimizer::AdamW;
    Checkpointing gradCheckpointing = Checkpointing::None;
    bool ema = false;
    bool cachedFeatures = false;
    bool activationOffload = false;
    bool chunkedLoss = false;
    bool fusedLoss = false; // Liger's fused linear cross-entropy, Cut Cross-Entropy: no logits tensor
    bool compile = false;
    bool optimizerInBackward = false;
    // PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the caching allocator maps pages into one
    // growing segment per stream, so freed blocks merge and little is reserved beyond the peak.
    bool expandableSegments = false;
    // A partial fine-tune's trained blocks: the last N (N > 0) or the first -N (N < 0), each in
    // full; the rest frozen (LLaMA-Factory's finetuning_type freeze). 0: not a block count.
    int trainableLayers = 0;
    // A vision-language model's vision tower (and projector) stays frozen under a full fine-tune
    // (LLaMA-Factory's freeze_vision_tower, its default): only the language model trains.
    bool freezeVisionTower = false;
    // The previous step's gradients are still there during the forward pass: the loop zeroes them
    // between forward and backward (Lightning's closure, torchvision's references, detectron2,
    // mmcv's OptimizerHook) or zeroes them without freeing them (PyTorch < 2.0's set_to_none=False).
    bool gradsThroughForward = false;
    // The update runs as torch's foreach kernels over all tensors at once (torch.optim's default
    // on a GPU unless fused=True or foreach=False): one more state-sized buffer during the step.
    bool foreachOptimizer = false;
    // Beside 16-bit weights, the gradients accumulate in an fp32 buffer of every parameter
    // (Megatron's main_grad under --bf16, --accumulate-allreduce-grads-in-fp32).
    bool fp32Grads = false;
    Finetune finetune = Finetune::Full;
    Objective objective = Objective::Sft;
    // A frozen copy of the model that the preference loss compares against (TRL's ref_model);
    // derived from the objective and fine-tuning unless stated (precompute_ref_log_probs: false).
    bool referenceModel = false;
    // RL fine-tuning with a generation engine (vLLM, SGLang) on the training GPUs: the share of
    // each card it takes (its gpu_memory_utilization; 0: none there, or on GPUs of its own), and
    // whether it frees that memory while the model trains (vLLM's sleep mode, verl's
    // free_cache_engine) or stays beside the whole step.
    double rolloutMemoryFraction = 0;
    // The batch is chosen when the run starts, to fill this share of the GPU's memory
    // (Ultralytics' AutoBatch: batch -1 is 0.6, batch 0.7 is 0.7); 0: the batch is as stated.
    double autoBatch = 0;
    bool rolloutSleep = false;
    // The weights are initialised, not loaded from a checkpoint (pretraining from scratch:
    // Megatron without --load, torchtitan without an initial_load_path, nanoGPT's
    // init_from='scratch'): no checkpoint-loading phase.
    bool fromScratch = false;
    // Block swapping (musubi-tuner's and sd-scripts' --blocks_to_swap, diffusion-pipe's
    // blocks_to_swap): this many of the model's transformer blocks keep their weights in host RAM
    // and are copied in for their turn; 0: every block on the GPU.
    int blocksToSwap = 0;
    // Under a fused loss, the tokens the LM head and loss take at a time, each piece's backward run
    // before the next (torchtitan's ChunkedLossWrapper chunk_len); 0: the kernel's own chunks
    // (Liger's, Cut Cross-Entropy's: about as many logits as the head's input has numbers).
    int lossChunkTokens = 0;
    int loraRank = 8;
    // LoRA's dropout probability; when unstated, lora_dropout_copies decides (most recipes 0.05)
    double loraDropout = 0.05;
    int quantBits = 4;
    // bitsandbytes 4-bit with its absmax constants quantized too (compress_statistics); when not
    // stated, the framework's own choice (doubleQuantUnstated, modelmath.h)
    bool doubleQuant = true;
    std::vector<std::string> loraTargets; // empty: the framework's default (q and v)
    Attention attention = Attention::Sdpa;
};

struct DataFields {
    int seqLen = 2048;
    // Tokens per sample the loss scores when only those get logits: a GRPO policy's completion
    // (TRL's logits_to_keep). 0: every token of the sequence.
    int completionLen = 0;
    // Rows hold full-length sequences without padding (packed samples, fixed-length blocks): no
    // 4-D attention mask is built.
    bool packing = false;
    int imageHeight = 0, imageWidth = 0; // 0: the preset's reference input
    // A detector's batch comes in both orientations (random crops after the sampler grouped the
    // images by aspect ratio: mmdet's ms-crop and DETR pipelines), so it is padded to a square of
    // the longer side.
    bool padSquare = false;
    int frames = 0;
    // Images per sample a vision-language model sees (its image tokens and vision tower); 0: text only.
    int images = 1;
    int points = 0;
    int channels = 3;
    int dtypeBytes = 4; // bytes per element as the DataLoader yields it (float32 unless stated)
    double sampleBytes = 0; // 0: derived from the shapes
    long long datasetSize = 0;
    CacheMode cache = CacheMode::Off;
    double cacheGib = 0;
    CacheScope cacheScope = CacheScope::PerWorker;
};

struct LoaderFields {
    int workers = 0;
    int prefetch = 2;
    bool pinMemory = false;
    bool persistent = false;
};

struct ParallelFields {
    int gpus = 1;
    int nodes = 1;
    Strategy strategy = Strategy::Single;
    Offload offload = Offload::None;
    bool shardFrozen = true; // FSDP shards frozen parameters too (false: ignored modules, kept whole)
    bool fullLoad = false;   // every rank loads the full checkpoint onto its GPU before sharding
    bool offloadNvme = false; // ZeRO-Infinity: what is offloaded goes to NVMe, the host keeps swap buffers
    bool hybridShard = false; // FSDP's HYBRID_SHARD: sharded within each node, replicated across nodes
    // FSDP accumulation without a reduce-scatter per micro batch (FSDP1's no_sync(), FSDP2's
    // set_requires_gradient_sync(False): Accelerate, HF's Trainer, Lightning Fabric): every GPU keeps
    // the full, unsharded gradients until the last micro batch of the step.
    bool noSyncAccumulation = false;
    // FSDP1 with use_orig_params: a wrapped unit that holds any trainable parameter (LoRA inside
    // each transformer block) gets a gradient for all its parameters, frozen ones included.
    bool unitGrads = false;
    // Model parallelism (Megatron, NeMo, torchtitan): each layer's matrices split over `tp` GPUs,
    // the layers over `pp` pipeline stages; data parallelism is over what is left of the world.
    int tp = 1;
    int pp = 1;
    // Context parallelism: each sequence split over `cp` GPUs (Megatron, torchtitan, NeMo).
    int cp = 1;
    // Expert parallelism: an MoE's routed experts split over `ep` GPUs (each holds experts / ep
    // of them); dense weights as before.
    int ep = 1;
    // Megatron's sequence parallelism splits the norms' and dropouts' activations over the tensor-
    // parallel group too; without it they stay whole on every GPU of the group.
    bool sequenceParallel = true;
};

struct HardwareFields {
    std::string gpu = "a100-80gb";
    double hostRamGib = 0; // 0: the machine Headroom runs on
    int cpuCores = 0;
    double shmGib = 0; // shared memory a container offers (docker shm_size); 0: the host's /dev/shm
    bool container = false; // the config runs in a container (docker-compose): /dev/shm is limited
    bool pod = false;       // a Kubernetes pod: /dev/shm is grown by a memory volume there, not by shm_size
};

// A calibration from one measured run (core/calibration.h): what the estimate adds to the
// uncertain components, carried into every what-if of the setup.
struct CalibrationFactors {
    bool active = false;
    double activationFactor = 1; // multiplies activations and logits
    double fixedBytes = 0;       // added once per GPU (context, workspaces, what no formula sees)
    // The measured point, for charts and reports.
    std::string metric;          // "allocated", "reserved", "nvidia-smi"
    double measuredBytes = 0;
    int measuredMicroBatch = 0;
};

struct TrainingSetup {
    ModelFields model;
    RunFields run;
    DataFields data;
    LoaderFields loader;
    ParallelFields parallel;
    HardwareFields hardware;
    CalibrationFactors calibration;

    // canonical field name → where its value came from; absent means default.
    std::map<std::string, Source> sources;

    bool isStated(const std::string &field) const { return sources.count(field) != 0; }
    bool isToolDefault(const std::string &field) const
    {
        const auto it = sources.find(field);
        return it != sources.end() && it->second.toolDefault();
    }
    // A RAM cache of the whole dataset whose size nobody gave: it counts 0 bytes, a floor.
    bool cacheSizeUnknown() const
    {
        const bool capped = data.cache == CacheMode::Lru && data.cacheGib > 0;
        return data.cache != CacheMode::Off && !capped && data.datasetSize <= 0;
    }
    long long effectiveBatch() const
    {
        return static_cast<long long>(run.microBatch) * run.gradAccum * dataParallel();
    }
    int worldSize() const { return parallel.gpus * parallel.nodes; }
    // The GPUs that each take their own micro batches: the world over the model-parallel group.
    int dataParallel() const
    {
        const long long group =
            static_cast<long long>(std::max(1, parallel.tp)) * std::max(1, parallel.pp) * std::max(1, parallel.cp);
        return static_cast<int>(std::max<long long>(1, worldSize() / group));
    }
};

} // namespace headroom
