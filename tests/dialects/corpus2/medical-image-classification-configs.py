config = {
    "hparams": {
        "batch_size": 128,
        "dropout_rate": 0.5,
        "learning_rate": 1e-6,
        "epochs": 100,
    },
    "image_size": (224, 224),
    "seed": 42,
}
