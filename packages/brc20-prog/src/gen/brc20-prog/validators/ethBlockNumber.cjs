"use strict"; // Generated (tools/codegen)
const {validate25} = require("./_shared2.cjs");
const {shared0} = require("./_shared8.cjs");
exports.params = validate25;
exports.result = shared0;
