config = {
    "data_root": "dataset", 
    "batch_size": 16,
    "num_epochs": 50,
    "learning_rate": 1e-4,
    "log_interval": 10,
    "checkpoint_dir": "./checkpoints"
}