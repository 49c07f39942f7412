"use strict"; // Generated (tools/codegen)
const {validate31} = require("./_shared1.cjs");
const {validate33} = require("./_shared4.cjs");
exports.params = validate31;
exports.result = validate33;
