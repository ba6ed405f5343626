#include "fieldlabels.h"

#include <QRegularExpression>

#include <QHash>

namespace headroom {

namespace {

struct Text {
    const char *label;
    const char *help;
};

// One table, so a field's label and help are found (and translated) in one place.
const QHash<QString, Text> &table()
{
    static const QHash<QString, Text> t = {
        {QStringLiteral("model.preset"),
         {QT_TRANSLATE_NOOP("FieldLabels", "&Model"),
          QT_TRANSLATE_NOOP("FieldLabels", "The catalog model the estimate uses; type to search.")}},
        {QStringLiteral("model.card"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Model card"),
          QT_TRANSLATE_NOOP("FieldLabels", "A model card from headroom-probe: parameters and activations "
                                           "measured from your own model's code.")}},
        {QStringLiteral("run.finetune"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Fine-&tuning"),
          QT_TRANSLATE_NOOP("FieldLabels", "Full training keeps gradients and optimizer states for every "
                                           "weight; LoRA and QLoRA only for the adapters.")}},
        {QStringLiteral("run.lora_rank"),
         {QT_TRANSLATE_NOOP("FieldLabels", "LoRA &rank"),
          QT_TRANSLATE_NOOP("FieldLabels", "Adapter size: more trainable parameters, gradients and states.")}},
        {QStringLiteral("run.micro_batch"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Micro &batch per GPU"),
          QT_TRANSLATE_NOOP("FieldLabels", "Samples in one forward and backward pass; activations grow with it.")}},
        {QStringLiteral("run.grad_accum"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Gradient &accumulation"),
          QT_TRANSLATE_NOOP("FieldLabels", "Micro batches per optimizer step; raises the effective batch "
                                           "without more memory.")}},
        {QStringLiteral("run.precision"),
         {QT_TRANSLATE_NOOP("FieldLabels", "&Precision"),
          QT_TRANSLATE_NOOP("FieldLabels", "Bytes per weight and activation; mixed precision keeps fp32 "
                                           "master weights.")}},
        {QStringLiteral("run.optimizer"),
         {QT_TRANSLATE_NOOP("FieldLabels", "&Optimizer"),
          QT_TRANSLATE_NOOP("FieldLabels", "States per trainable weight: AdamW keeps two, 8-bit variants "
                                           "a quarter of that.")}},
        {QStringLiteral("run.grad_checkpointing"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Activation &checkpointing"),
          QT_TRANSLATE_NOOP("FieldLabels", "Recompute activations in backward instead of keeping them: "
                                           "less memory, about a third slower.")}},
        {QStringLiteral("run.ema"),
         {QT_TRANSLATE_NOOP("FieldLabels", "&EMA copy"),
          QT_TRANSLATE_NOOP("FieldLabels", "An exponential moving average of the weights: one more copy "
                                           "of them.")}},
        {QStringLiteral("data.seq_len"),
         {QT_TRANSLATE_NOOP("FieldLabels", "&Sequence length"),
          QT_TRANSLATE_NOOP("FieldLabels", "Tokens per sample; activations and logits grow with it.")}},
        {QStringLiteral("data.completion_len"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Completion length"),
          QT_TRANSLATE_NOOP("FieldLabels", "Tokens per sample that get logits (a GRPO completion); 0: all of them.")}},
        {QStringLiteral("run.lora_dropout"),
         {QT_TRANSLATE_NOOP("FieldLabels", "LoRA dropout"),
          QT_TRANSLATE_NOOP("FieldLabels", "With dropout, every adapted layer keeps its own dropped-out copy of "
                                           "its input for backward.")}},
        {QStringLiteral("data.packing"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Packed sequences"),
          QT_TRANSLATE_NOOP("FieldLabels", "Rows are full-length sequences with no padding, so no attention mask "
                                           "is built and grouped K/V heads are not repeated.")}},
        {QStringLiteral("data.image_size"),
         {QT_TRANSLATE_NOOP("FieldLabels", "&Image size"),
          QT_TRANSLATE_NOOP("FieldLabels", "The shorter side in pixels; activations grow with the area.")}},
        {QStringLiteral("data.frames"),
         {QT_TRANSLATE_NOOP("FieldLabels", "&Frames"),
          QT_TRANSLATE_NOOP("FieldLabels", "Images or video frames per sample.")}},
        {QStringLiteral("data.images"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Images per sample"),
          QT_TRANSLATE_NOOP("FieldLabels", "Images a vision-language model sees per sample; 0 for text-only data, "
                                           "which runs neither the vision tower nor any image token.")}},
        {QStringLiteral("data.pad_square"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Batch padded to a square"),
          QT_TRANSLATE_NOOP("FieldLabels", "The detector's images come in both orientations (random crops after "
                                           "grouping by aspect ratio), so each batch is padded to a square of the "
                                           "longer side.")}},
        {QStringLiteral("data.points"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Poi&nts"),
          QT_TRANSLATE_NOOP("FieldLabels", "Points per cloud.")}},
        {QStringLiteral("loader.workers"),
         {QT_TRANSLATE_NOOP("FieldLabels", "&Workers"),
          QT_TRANSLATE_NOOP("FieldLabels", "DataLoader worker processes per GPU; each holds its own copy "
                                           "of the dataset object in host RAM.")}},
        {QStringLiteral("loader.prefetch"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Pre&fetch"),
          QT_TRANSLATE_NOOP("FieldLabels", "Batches each worker prepares ahead, held in host RAM.")}},
        {QStringLiteral("loader.persistent"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Persistent workers"),
          QT_TRANSLATE_NOOP("FieldLabels", "Keep the DataLoader's workers alive between epochs instead of "
                                           "starting them again.")}},
        {QStringLiteral("data.cache"),
         {QT_TRANSLATE_NOOP("FieldLabels", "RAM cac&he"),
          QT_TRANSLATE_NOOP("FieldLabels", "Samples kept in RAM by the dataset: off, a capped LRU, or "
                                           "everything.")}},
        {QStringLiteral("data.cache_gib"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Cache cap (GiB)"),
          QT_TRANSLATE_NOOP("FieldLabels", "The LRU cache's limit, per copy.")}},
        {QStringLiteral("data.cache_scope"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Cache lives"),
          QT_TRANSLATE_NOOP("FieldLabels", "A cache inside a Dataset exists once per worker process unless "
                                           "it is in shared memory.")}},
        {QStringLiteral("hardware.gpu"),
         {QT_TRANSLATE_NOOP("FieldLabels", "&GPU"),
          QT_TRANSLATE_NOOP("FieldLabels", "The GPU type from the catalog; type to search.")}},
        {QStringLiteral("parallel.gpus"),
         {QT_TRANSLATE_NOOP("FieldLabels", "GPUs per &node"),
          QT_TRANSLATE_NOOP("FieldLabels", "Each GPU runs its own training process and workers on the host.")}},
        {QStringLiteral("parallel.nodes"),
         {QT_TRANSLATE_NOOP("FieldLabels", "No&des"),
          QT_TRANSLATE_NOOP("FieldLabels", "Machines; sharding strategies divide states over all GPUs.")}},
        {QStringLiteral("parallel.tp"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Tensor parallel"),
          QT_TRANSLATE_NOOP("FieldLabels", "GPUs each layer's matrices are split over (Megatron, NeMo, torchtitan).")}},
        {QStringLiteral("parallel.pp"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Pipeline stages"),
          QT_TRANSLATE_NOOP("FieldLabels", "GPUs the layers are split over, stage by stage.")}},
        {QStringLiteral("parallel.cp"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Context parallel"),
          QT_TRANSLATE_NOOP("FieldLabels", "GPUs each sequence is split over (long-context training).")}},
        {QStringLiteral("parallel.ep"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Expert parallel"),
          QT_TRANSLATE_NOOP("FieldLabels", "GPUs a mixture of experts' routed experts are split over (Megatron's "
                                           "--expert-model-parallel-size).")}},
        {QStringLiteral("parallel.sequence_parallel"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Sequence parallel"),
          QT_TRANSLATE_NOOP("FieldLabels", "With tensor parallelism, also split the norms' and dropouts' activations "
                                           "(Megatron's --sequence-parallel).")}},
        {QStringLiteral("parallel.strategy"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Strateg&y"),
          QT_TRANSLATE_NOOP("FieldLabels", "DDP replicates everything; FSDP and ZeRO shard states, "
                                           "gradients or weights over the GPUs.")}},
        {QStringLiteral("parallel.offload"),
         {QT_TRANSLATE_NOOP("FieldLabels", "CPU offload"),
          QT_TRANSLATE_NOOP("FieldLabels", "Moves optimizer states (and weights) to host RAM: less VRAM, "
                                           "more host RAM, slower steps.")}},
        {QStringLiteral("parallel.hybrid_shard"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Shard within each node"),
          QT_TRANSLATE_NOOP("FieldLabels", "FSDP's HYBRID_SHARD: states are sharded over one node's GPUs and "
                                           "replicated across nodes.")}},
        {QStringLiteral("parallel.no_sync_accumulation"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Accumulate unsharded"),
          QT_TRANSLATE_NOOP("FieldLabels", "FSDP skips the gradient reduce-scatter until the last micro batch "
                                           "(no_sync: Accelerate, HF Trainer, Lightning Fabric): every GPU holds the "
                                           "full gradients.")}},
        {QStringLiteral("parallel.unit_grads"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Gradients for whole blocks"),
          QT_TRANSLATE_NOOP("FieldLabels", "FSDP1 with use_orig_params and LoRA inside each wrapped block: the "
                                           "block's frozen weights get gradients too.")}},
        {QStringLiteral("parallel.offload_nvme"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Offload to NVMe"),
          QT_TRANSLATE_NOOP("FieldLabels", "ZeRO-Infinity keeps what it offloads on an NVMe drive; host RAM holds only "
                                           "its swap buffers.")}},
        {QStringLiteral("hardware.cpu_cores"),
         {QT_TRANSLATE_NOOP("FieldLabels", "CPU cores"),
          QT_TRANSLATE_NOOP("FieldLabels", "Cores of one machine; workers beyond them add memory, not speed.")}},
        {QStringLiteral("hardware.host_ram_gib"),
         {QT_TRANSLATE_NOOP("FieldLabels", "&Host RAM (GiB)"),
          QT_TRANSLATE_NOOP("FieldLabels", "RAM of one machine.")}},
        {QStringLiteral("run.cached_features"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Cached frozen features"),
          QT_TRANSLATE_NOOP("FieldLabels", "Precompute the frozen encoder's outputs once instead of running it "
                                           "every step.")}},
        {QStringLiteral("run.attention"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Attention"),
          QT_TRANSLATE_NOOP("FieldLabels", "Eager attention stores the score matrix; SDPA and flash do not.")}},
        {QStringLiteral("run.chunked_loss"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Chunked loss"),
          QT_TRANSLATE_NOOP("FieldLabels", "Computes the logits and loss in chunks instead of all at once.")}},
        {QStringLiteral("run.fused_loss"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Fused loss"),
          QT_TRANSLATE_NOOP("FieldLabels", "Liger's fused linear cross-entropy or Cut Cross-Entropy: the logits are never "
                                           "held whole.")}},
        {QStringLiteral("run.rollout_memory_fraction"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Rollout engine share"),
          QT_TRANSLATE_NOOP("FieldLabels", "RL fine-tuning: the share of each training GPU a colocated vLLM or SGLang "
                                           "engine takes (gpu_memory_utilization); 0 when it runs on GPUs of its own.")}},
        {QStringLiteral("run.auto_batch"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Automatic batch share"),
          QT_TRANSLATE_NOOP("FieldLabels", "The batch is chosen when training starts, to fill this share of the GPU's "
                                           "memory (Ultralytics' AutoBatch: batch -1 is 0.6); 0 when the batch is "
                                           "stated.")}},
        {QStringLiteral("run.rollout_sleep"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Rollout engine sleeps"),
          QT_TRANSLATE_NOOP("FieldLabels", "The rollout engine frees its memory while the model trains (vLLM sleep mode, "
                                           "verl's free_cache_engine).")}},
        {QStringLiteral("run.grads_through_forward"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Gradients kept through forward"),
          QT_TRANSLATE_NOOP("FieldLabels", "The previous step's gradients are still there during the forward pass: the "
                                           "loop zeroes them between forward and backward (Lightning, torchvision's "
                                           "reference scripts, detectron2) or without freeing them (PyTorch before 2.0).")}},
        {QStringLiteral("run.foreach_optimizer"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Foreach optimizer step"),
          QT_TRANSLATE_NOOP("FieldLabels", "The update runs over all tensors at once (torch.optim's default on a GPU "
                                           "unless fused=True): one more buffer the size of an optimizer state "
                                           "during the step.")}},
        {QStringLiteral("run.freeze_vision_tower"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Vision tower frozen"),
          QT_TRANSLATE_NOOP("FieldLabels", "Under a full fine-tune of a vision-language model only the language model "
                                           "trains: the vision tower gets no gradients or optimizer states "
                                           "(LLaMA-Factory's freeze_vision_tower, its default).")}},
        {QStringLiteral("run.blocks_to_swap"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Blocks swapped to host RAM"),
          QT_TRANSLATE_NOOP("FieldLabels", "Transformer blocks whose weights wait in host RAM and are copied to the GPU "
                                           "for their turn (blocks_to_swap in musubi-tuner, sd-scripts and "
                                           "diffusion-pipe): less GPU memory, slower steps.")}},
        {QStringLiteral("run.loss_chunk_tokens"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Loss chunk (tokens)"),
          QT_TRANSLATE_NOOP("FieldLabels", "Under a fused loss, how many tokens the LM head and the loss take at once, "
                                           "each chunk's backward done before the next (torchtitan's ChunkedLossWrapper "
                                           "chunk_len); 0: the kernel picks its own chunks.")}},
        {QStringLiteral("run.fp32_grads"),
         {QT_TRANSLATE_NOOP("FieldLabels", "FP32 gradient buffer"),
          QT_TRANSLATE_NOOP("FieldLabels", "Beside 16-bit weights, gradients accumulate in fp32, 4 bytes a parameter "
                                           "(Megatron's main_grad under --bf16).")}},
        {QStringLiteral("run.objective"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Objective"),
          QT_TRANSLATE_NOOP("FieldLabels", "DPO, ORPO and SimPO run each chosen and rejected answer together: twice the "
                                           "rows per micro batch.")}},
        {QStringLiteral("run.reference_model"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Reference model"),
          QT_TRANSLATE_NOOP("FieldLabels", "A frozen copy of the model for DPO or KTO; not needed with LoRA or "
                                           "precomputed reference log-probabilities.")}},
        {QStringLiteral("run.activation_offload"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Activation offload"),
          QT_TRANSLATE_NOOP("FieldLabels", "Keeps saved activations in host RAM between forward and backward.")}},
        {QStringLiteral("run.expandable_segments"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Expandable segments"),
          QT_TRANSLATE_NOOP("FieldLabels", "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the allocator grows one "
                                           "segment instead of caching blocks of fixed sizes, so little memory is "
                                           "reserved beyond the peak.")}},
        {QStringLiteral("loader.pin_memory"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Pinned memory"),
          QT_TRANSLATE_NOOP("FieldLabels", "Page-locked host buffers for faster copies to the GPU.")}},
        {QStringLiteral("run.quant_bits"),
         {QT_TRANSLATE_NOOP("FieldLabels", "Quantization bits"),
          QT_TRANSLATE_NOOP("FieldLabels", "Bits per frozen weight under QLoRA.")}},
    };
    return t;
}

} // namespace

QString FieldLabels::label(const QString &field)
{
    const auto it = table().constFind(field);
    return it == table().constEnd() ? field : tr(it->label);
}

QString FieldLabels::help(const QString &field)
{
    const auto it = table().constFind(field);
    return it == table().constEnd() ? QString() : tr(it->help);
}

QString FieldLabels::plainLabel(const QString &field)
{
    QString text = label(field);
    static const QRegularExpression cjkAccelerator(QStringLiteral("\\s*\\(&.\\)"));
    text.remove(cjkAccelerator);
    return text.remove(QLatin1Char('&'));
}

} // namespace headroom
