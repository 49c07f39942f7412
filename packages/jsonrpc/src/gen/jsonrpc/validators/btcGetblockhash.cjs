"use strict"; // Generated (tools/codegen)
const {pushError,concatErrors,typeError} = require("./_shared1.cjs");
const {validate63} = require("./_shared3.cjs");
const {validate64} = require("./_shared4.cjs");
function validate65(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length>1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit:1},message:"must NOT have more than 1 items"});errors++;}if(data.length<1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:1},message:"must NOT have fewer than 1 items"});errors++;}const len0=data.length;if(len0>0){if(!(validate63(data[0],{instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){vErrors=concatErrors(vErrors,validate63.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate65.errors=vErrors;return errors===0;}
exports.params = validate65;
exports.result = validate64;
