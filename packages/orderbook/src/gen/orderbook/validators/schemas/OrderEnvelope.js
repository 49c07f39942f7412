// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, join, limitFail, typeFail } from "@gw/runtime/validator-support";
import { OrderAsset } from "./OrderAsset.js";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

export function OrderEnvelope(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.source !== undefined) {
			const data0 = data.source;
			if (typeof data0 != "string") typeFail(errors, path + "/source", "#/properties/source", "string");
		}
		if (data.id !== undefined) {
			const data1 = data.id;
			if (typeof data1 != "string") typeFail(errors, path + "/id", "#/properties/id", "string");
		}
		if (data.network !== undefined) {
			const data2 = data.network;
			if (typeof data2 != "string") typeFail(errors, path + "/network", "#/properties/network", "string");
		}
		if (data.kind !== undefined) {
			const data3 = data.kind;
			if (typeof data3 != "string") typeFail(errors, path + "/kind", "#/properties/kind", "string");
		}
		if (data.side !== undefined) {
			const data4 = data.side;
			if (typeof data4 != "string") typeFail(errors, path + "/side", "#/properties/side", "string");
		}
		if (data.marketKey !== undefined) {
			const data5 = data.marketKey;
			if (typeof data5 != "string") typeFail(errors, path + "/marketKey", "#/properties/marketKey", "string");
		}
		if (data.topics !== undefined) {
			const data6 = data.topics;
			if (Array.isArray(data6)) {
				const path0 = path + "/topics";
				for (let i7 = 0; i7 < data6.length; i7++) {
					const data8 = data6[i7];
					if (typeof data8 != "string") typeFail(errors, path0 + "/" + i7, "#/properties/topics/items", "string");
				}
			} else typeFail(errors, path + "/topics", "#/properties/topics", "array");
		}
		if (data.makerAddress !== undefined) {
			const data9 = data.makerAddress;
			if (typeof data9 != "string") typeFail(errors, path + "/makerAddress", "#/properties/makerAddress", "string");
		}
		if (data.status !== undefined) checkOrderStatus(errors, data.status, path, "#/properties/status", "status");
		if (data.price !== undefined) checkDecimalString(errors, data.price, path, "#/properties/price", "price");
		if (data.priceUnit !== undefined) {
			const data10 = data.priceUnit;
			if (typeof data10 != "string") typeFail(errors, path + "/priceUnit", "#/properties/priceUnit", "string");
		}
		if (data.assets !== undefined) {
			const data11 = data.assets;
			if (Array.isArray(data11)) {
				const path1 = path + "/assets";
				for (let i12 = 0; i12 < data11.length; i12++) {
					if (!OrderAsset(data11[i12])) errors.push(...failed(OrderAsset, data11[i12], path1 + "/" + i12));
				}
			} else typeFail(errors, path + "/assets", "#/properties/assets", "array");
		}
		if (data.psbt !== undefined) {
			const data13 = data.psbt;
			if (typeof data13 != "string") typeFail(errors, path + "/psbt", "#/properties/psbt", "string");
		}
		if (data.createdAt !== undefined) {
			const data14 = data.createdAt;
			if (!isInteger(data14)) typeFail(errors, path + "/createdAt", "#/properties/createdAt", "integer");
			if (typeof data14 == "number") {
				if (data14 < 0 || isNaN(data14)) limitFail(errors, path + "/createdAt", "#/properties/createdAt", "minimum", 0);
			}
		}
		if (data.updatedAt !== undefined) {
			const data15 = data.updatedAt;
			if (!isInteger(data15)) typeFail(errors, path + "/updatedAt", "#/properties/updatedAt", "integer");
			if (typeof data15 == "number") {
				if (data15 < 0 || isNaN(data15)) limitFail(errors, path + "/updatedAt", "#/properties/updatedAt", "minimum", 0);
			}
		}
		if (data.ext !== undefined) {
			const data16 = data.ext;
			if (!isObject(data16)) typeFail(errors, path + "/ext", "#/properties/ext", "object");
		}
	} else typeFail(errors, path, "#", "object");
	OrderEnvelope.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `OrderStatus`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkOrderStatus(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
