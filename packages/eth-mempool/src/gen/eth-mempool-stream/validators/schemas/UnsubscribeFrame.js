// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { equal, fail, isObject, join, requiredFail, typeFail } from "@gw/runtime/validator-support";

const values0 = ["tx","block"];

export function UnsubscribeFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.op === undefined) requiredFail(errors, path, "#", "op");
		if (data.op !== undefined) {
			const data0 = data.op;
			if (data0 !== "unsubscribe") fail(errors, path + "/op", "#/properties/op/const", "const", { allowedValue: "unsubscribe" }, "must be equal to constant");
		}
		if (data.channels !== undefined) {
			const data1 = data.channels;
			if (Array.isArray(data1)) {
				const path0 = path + "/channels";
				for (let i2 = 0; i2 < data1.length; i2++) checkStreamChannel(errors, data1[i2], path0, "#/properties/channels/items", i2);
				let i3 = data1.length;
				let j4;
				if (i3 > 1) {
					outer5: for (; i3--; ) {
						for (j4 = i3; j4--; ) {
							if (equal(data1[i3], data1[j4])) {
								fail(errors, path + "/channels", "#/properties/channels/uniqueItems", "uniqueItems", { i: i3, j: j4 }, "must NOT have duplicate items (items ## " + j4 + " and " + i3 + " are identical)");
								break outer5;
							}
						}
					}
				}
			} else typeFail(errors, path + "/channels", "#/properties/channels", "array");
		}
	} else typeFail(errors, path, "#", "object");
	UnsubscribeFrame.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `StreamChannel`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkStreamChannel(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
	if (!values0.includes(data)) fail(errors, join(path, key), schemaPath + "/enum", "enum", { allowedValues: values0 }, "must be equal to one of the allowed values", propertyName);
}
