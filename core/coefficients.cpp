#include "coefficients.h"

namespace headroom {

Coefficients Coefficients::from(const Catalog &catalog, std::vector<std::string> *missing)
{
    Coefficients c;
    struct Binding { const char *name; double Coefficients::*member; };
    static const Binding bindings[] = {
        {"cuda_context_mib", &Coefficients::cudaContextMib},
        {"nccl_communicator_mib", &Coefficients::ncclCommunicatorMib},
        {"allocator_reserve_fraction", &Coefficients::allocatorReserveFraction},
        {"allocator_reserve_min_mib", &Coefficients::allocatorReserveMinMib},
        {"allocator_reserve_fraction_expandable", &Coefficients::allocatorReserveFractionExpandable},
        {"cublas_workspace_mib", &Coefficients::cublasWorkspaceMib},
        {"nf4_bits_per_param_double_quant", &Coefficients::nf4BitsPerParam},
        {"nf4_bits_per_param", &Coefficients::nf4BitsPerParamSingle},
        {"int8_bits_per_param", &Coefficients::int8BitsPerParam},
        {"adam8bit_bytes_per_param", &Coefficients::adam8bitBytesPerParam},
        {"adam4bit_bytes_per_param", &Coefficients::adam4bitBytesPerParam},
        {"adafactor_state_fraction", &Coefficients::adafactorBytesPerParam},
        {"paged_optimizer_gpu_fraction", &Coefficients::pagedOptimizerGpuFraction},
        {"dequant_buffer_layers", &Coefficients::dequantBufferLayers},
        {"ddp_grad_copy", &Coefficients::ddpGradCopy},
        {"fsdp_prefetch_layers", &Coefficients::fsdpPrefetchLayers},
        {"zero3_live_params", &Coefficients::zero3LiveParams},
        {"zero3_prefetch_bucket", &Coefficients::zero3PrefetchBucket},
        {"zero3_sub_group", &Coefficients::zero3SubGroup},
        {"zero_reduce_bucket", &Coefficients::zeroReduceBucket},
        {"amp_cast_cache", &Coefficients::ampCastCache},
        {"logits_bytes_per_element", &Coefficients::logitsBytesPerElement},
        {"logits_bytes_per_element_chunked", &Coefficients::logitsBytesPerElementChunked},
        {"logits_bytes_per_element_compiled", &Coefficients::logitsBytesPerElementCompiled},
        {"logits_bytes_per_element_chunked_compiled", &Coefficients::logitsBytesPerElementChunkedCompiled},
        {"fused_loss_bytes_per_token_hidden", &Coefficients::fusedLossBytesPerTokenHidden},
        {"detection_tal_bytes_per_pair", &Coefficients::detectionTalBytesPerPair},
        {"detection_mosaic_images", &Coefficients::detectionMosaicImages},
        {"dense_loss_backward_bytes_per_element", &Coefficients::denseLossBackwardBytesPerElement},
        {"tp_replicated_share", &Coefficients::tpReplicatedShare},
        {"qlora_saves_linear_inputs", &Coefficients::qloraSavesLinearInputs},
        {"qlora_keeps_previous_inputs", &Coefficients::qloraKeepsPreviousInputs},
        {"lightning_bnb_quantizes_head", &Coefficients::lightningBnbQuantizesHead},
        {"lightning_bnb_dequant_bytes", &Coefficients::lightningBnbDequantBytes},
        {"detection_grads_through_forward", &Coefficients::detectionGradsThroughForward},
        {"detection_gt_boxes_max", &Coefficients::detectionGtBoxesMax},
        {"detection_iou_bytes_per_pair", &Coefficients::detectionIouBytesPerPair},
        {"detection_iou_bytes_per_pair_detectron2", &Coefficients::detectionIouBytesPerPairDetectron2},
        {"optimizer_step_temp_states", &Coefficients::optimizerStepTempStates},
        {"lora_dropout_copies", &Coefficients::loraDropoutCopies},
        {"selective_checkpoint_keep", &Coefficients::selectiveCheckpointKeep},
        {"conv_checkpoint_keep", &Coefficients::convCheckpointKeep},
        {"frozen_cast_saved", &Coefficients::frozenCastSaved},
        {"band_activations", &Coefficients::bandActivations},
        {"band_activations_stand_in", &Coefficients::bandActivationsStandIn},
        {"band_logits", &Coefficients::bandLogits},
        {"band_comm_buffers", &Coefficients::bandCommBuffers},
        {"band_quant_buffers", &Coefficients::bandQuantBuffers},
        {"band_allocator_reserve", &Coefficients::bandAllocatorReserve},
        {"band_cuda_context", &Coefficients::bandCudaContext},
        {"band_workspace", &Coefficients::bandWorkspace},
        {"mfu_typical", &Coefficients::mfuTypical},
        {"pcie_efficiency", &Coefficients::pcieEfficiency},
        {"frozen_backward_factor", &Coefficients::frozenBackwardFactor},
        {"fp32_tflops_fraction", &Coefficients::fp32TflopsFraction},
        {"launch_overhead_us_per_layer", &Coefficients::launchOverheadUsPerLayer},
        {"optimizer_bandwidth_fraction", &Coefficients::optimizerBandwidthFraction},
        {"cpu_adam_params_per_second", &Coefficients::cpuAdamParamsPerSecond},
        {"sample_load_ms", &Coefficients::sampleLoadMs},
        {"disk_read_gbs", &Coefficients::diskReadGbs},
        {"feature_cache_rebuild_epochs", &Coefficients::featureCacheRebuildEpochs},
        {"flops_per_activation_byte", &Coefficients::flopsPerActivationByte},
        {"roofline_weight_passes", &Coefficients::rooflineWeightPasses},
        {"os_baseline_gib", &Coefficients::osBaselineGib},
        {"runtime_per_process_gib", &Coefficients::runtimePerProcessGib},
        {"runtime_shared_gib", &Coefficients::runtimeSharedGib},
        {"cudnn_host_gib", &Coefficients::cudnnHostGib},
        {"nvme_swap_buffers_gib", &Coefficients::nvmeSwapBuffersGib},
        {"worker_base_gib", &Coefficients::workerBaseGib},
        {"worker_cow_fraction", &Coefficients::workerCowFraction},
        {"dataset_index_bytes_per_sample", &Coefficients::datasetIndexBytesPerSample},
        {"pin_memory_extra", &Coefficients::pinMemoryExtra},
        {"model_load_factor", &Coefficients::modelLoadFactor},
        {"checkpoint_shard_gib", &Coefficients::checkpointShardGib},
        {"calibration_activation_uncertainty", &Coefficients::calibrationActivationUncertainty},
        {"calibration_fixed_uncertainty_mib", &Coefficients::calibrationFixedUncertaintyMib},
    };
    const std::string byArch = "cuda_context_mib_by_arch.";
    for (const auto &[name, value] : catalog.coefficients())
        if (name.rfind(byArch, 0) == 0)
            c.cudaContextMibByArch[name.substr(byArch.size())] = value.value;
    for (const Binding &b : bindings) {
        const auto &all = catalog.coefficients();
        auto it = all.find(b.name);
        if (it != all.end())
            c.*(b.member) = it->second.value;
        else if (missing)
            missing->push_back(b.name);
    }
    return c;
}

} // namespace headroom
