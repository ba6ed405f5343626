#!/bin/bash
BS=8
echo 'it is
