"use strict"; // Generated (tools/codegen)
const {validate44} = require("./_shared1.cjs");
function validate53(data,{instancePath=""}={}){validate53.errors=null;return true;}
exports.params = validate44;
exports.result = validate53;
