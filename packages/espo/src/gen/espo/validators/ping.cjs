"use strict"; // Generated (tools/codegen)
const {validate25} = require("./_shared2.cjs");
const {validate26} = require("./_shared3.cjs");
exports.params = validate25;
exports.result = validate26;
