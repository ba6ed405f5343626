
cfg = dict(
    device_placement = True,
    mixed_precision = None,
    gradient_accumulation_steps = 1,
    cpu = False,
    dataloader_config = None,
    deepspeed_plugin = None,
    fsdp_plugin = None,
    megatron_lm_plugin = None,
    rng_types = None,
    log_with = None,
    project_dir = None,
    project_config = None,
)

