"use strict"; // Generated (tools/codegen)
const {validate88} = require("./_shared1.cjs");
function validate103(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){validate103.errors=null;return true;}
exports.params = validate88;
exports.result = validate103;
