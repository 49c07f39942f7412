"use strict"; // Generated (tools/codegen)
const {pushError,concatErrors,typeError} = require("./_shared1.cjs");
const {validate91,validate95} = require("./_shared5.cjs");
function validate99(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){validate99.errors=null;return true;}
function validate96(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length<0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:0},message:"must NOT have fewer than 0 items"});errors++;}const len0=data.length;if(len0>0){if(!(validate91(data[0],{instancePath:instancePath+"/0",parentData:data,parentDataProperty:0,rootData}))){vErrors=concatErrors(vErrors,validate91.errors);errors=vErrors.length;}}if(len0>1){if(!(validate99(data[1],{instancePath:instancePath+"/1",parentData:data,parentDataProperty:1,rootData}))){vErrors=concatErrors(vErrors,validate99.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate96.errors=vErrors;return errors===0;}
exports.params = validate96;
exports.result = validate95;
