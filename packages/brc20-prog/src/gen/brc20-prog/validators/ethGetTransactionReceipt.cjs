"use strict"; // Generated (tools/codegen)
const {validate83} = require("./_shared4.cjs");
const {validate85} = require("./_shared5.cjs");
exports.params = validate83;
exports.result = validate85;
