// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { esc, failed, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function AlkaneToken(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.id !== undefined) {
			if (!IdObject(data.id)) errors.push(...failed(IdObject, data.id, path + "/id"));
		}
		if (data.alkaneId !== undefined) {
			if (!IdObject(data.alkaneId)) errors.push(...failed(IdObject, data.alkaneId, path + "/alkaneId"));
		}
		if (data.name !== undefined) {
			const data0 = data.name;
			if (typeof data0 != "string") typeFail(errors, path + "/name", "#/properties/name", "string");
		}
		if (data.symbol !== undefined) {
			const data1 = data.symbol;
			if (typeof data1 != "string") typeFail(errors, path + "/symbol", "#/properties/symbol", "string");
		}
		if (data.image !== undefined) {
			const data2 = data.image;
			if (typeof data2 != "string") typeFail(errors, path + "/image", "#/properties/image", "string");
		}
		if (data.totalSupply !== undefined) checkUintString(errors, data.totalSupply, path, "#/properties/totalSupply", "totalSupply");
		if (data.cap !== undefined) checkUintString(errors, data.cap, path, "#/properties/cap", "cap");
		if (data.minted !== undefined) checkUintString(errors, data.minted, path, "#/properties/minted", "minted");
		if (data.mintAmount !== undefined) checkUintString(errors, data.mintAmount, path, "#/properties/mintAmount", "mintAmount");
		if (data.maxSupply !== undefined) checkUintString(errors, data.maxSupply, path, "#/properties/maxSupply", "maxSupply");
		if (data.frbtcPoolPriceInSats !== undefined) checkUintString(errors, data.frbtcPoolPriceInSats, path, "#/properties/frbtcPoolPriceInSats", "frbtcPoolPriceInSats");
		if (data.frbtcPoolFdvInSats !== undefined) checkUintString(errors, data.frbtcPoolFdvInSats, path, "#/properties/frbtcPoolFdvInSats", "frbtcPoolFdvInSats");
		if (data.frbtcPoolMarketcapInSats !== undefined) checkUintString(errors, data.frbtcPoolMarketcapInSats, path, "#/properties/frbtcPoolMarketcapInSats", "frbtcPoolMarketcapInSats");
		if (data.percentageMinted !== undefined) {
			const data3 = data.percentageMinted;
			if (typeof data3 == "number") {
				if (data3 > 100 || isNaN(data3)) limitFail(errors, path + "/percentageMinted", "#/properties/percentageMinted", "maximum", 100);
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/percentageMinted", "#/properties/percentageMinted", "minimum", 0);
			} else typeFail(errors, path + "/percentageMinted", "#/properties/percentageMinted", "number");
		}
		if (data.holders !== undefined) {
			const data4 = data.holders;
			if (typeof data4 != "number") typeFail(errors, path + "/holders", "#/properties/holders", "number");
		}
		if (data.floorPrice !== undefined) {
			const data5 = data.floorPrice;
			if (typeof data5 != "number") typeFail(errors, path + "/floorPrice", "#/properties/floorPrice", "number");
		}
		if (data.fdv !== undefined) {
			const data6 = data.fdv;
			if (typeof data6 != "number") typeFail(errors, path + "/fdv", "#/properties/fdv", "number");
		}
		if (data.marketcap !== undefined) {
			const data7 = data.marketcap;
			if (typeof data7 != "number") typeFail(errors, path + "/marketcap", "#/properties/marketcap", "number");
		}
		if (data.priceUsd !== undefined) {
			const data8 = data.priceUsd;
			if (typeof data8 != "number") typeFail(errors, path + "/priceUsd", "#/properties/priceUsd", "number");
		}
		if (data.fdvUsd !== undefined) {
			const data9 = data.fdvUsd;
			if (typeof data9 != "number") typeFail(errors, path + "/fdvUsd", "#/properties/fdvUsd", "number");
		}
		if (data.busdPoolPriceInUsd !== undefined) {
			const data10 = data.busdPoolPriceInUsd;
			if (typeof data10 != "number") typeFail(errors, path + "/busdPoolPriceInUsd", "#/properties/busdPoolPriceInUsd", "number");
		}
		if (data.busdPoolFdvInUsd !== undefined) {
			const data11 = data.busdPoolFdvInUsd;
			if (typeof data11 != "number") typeFail(errors, path + "/busdPoolFdvInUsd", "#/properties/busdPoolFdvInUsd", "number");
		}
		if (data.busdPoolMarketcapInUsd !== undefined) {
			const data12 = data.busdPoolMarketcapInUsd;
			if (typeof data12 != "number") typeFail(errors, path + "/busdPoolMarketcapInUsd", "#/properties/busdPoolMarketcapInUsd", "number");
		}
		if (data.tokenPoolsVolume1dInUsd !== undefined) {
			const data13 = data.tokenPoolsVolume1dInUsd;
			if (typeof data13 != "number") typeFail(errors, path + "/tokenPoolsVolume1dInUsd", "#/properties/tokenPoolsVolume1dInUsd", "number");
		}
		if (data.tokenPoolsVolume7dInUsd !== undefined) {
			const data14 = data.tokenPoolsVolume7dInUsd;
			if (typeof data14 != "number") typeFail(errors, path + "/tokenPoolsVolume7dInUsd", "#/properties/tokenPoolsVolume7dInUsd", "number");
		}
		if (data.tokenPoolsVolume30dInUsd !== undefined) {
			const data15 = data.tokenPoolsVolume30dInUsd;
			if (typeof data15 != "number") typeFail(errors, path + "/tokenPoolsVolume30dInUsd", "#/properties/tokenPoolsVolume30dInUsd", "number");
		}
		if (data.tokenPoolsVolumeAllTimeInUsd !== undefined) {
			const data16 = data.tokenPoolsVolumeAllTimeInUsd;
			if (typeof data16 != "number") typeFail(errors, path + "/tokenPoolsVolumeAllTimeInUsd", "#/properties/tokenPoolsVolumeAllTimeInUsd", "number");
		}
		if (data.tokenVolume1d !== undefined) {
			const data17 = data.tokenVolume1d;
			if (typeof data17 != "number") typeFail(errors, path + "/tokenVolume1d", "#/properties/tokenVolume1d", "number");
		}
		if (data.tokenVolume7d !== undefined) {
			const data18 = data.tokenVolume7d;
			if (typeof data18 != "number") typeFail(errors, path + "/tokenVolume7d", "#/properties/tokenVolume7d", "number");
		}
		if (data.tokenVolume30d !== undefined) {
			const data19 = data.tokenVolume30d;
			if (typeof data19 != "number") typeFail(errors, path + "/tokenVolume30d", "#/properties/tokenVolume30d", "number");
		}
		if (data.tokenVolumeAllTime !== undefined) {
			const data20 = data.tokenVolumeAllTime;
			if (typeof data20 != "number") typeFail(errors, path + "/tokenVolumeAllTime", "#/properties/tokenVolumeAllTime", "number");
		}
		if (data.priceChange24h !== undefined) {
			const data21 = data.priceChange24h;
			if (typeof data21 != "number") typeFail(errors, path + "/priceChange24h", "#/properties/priceChange24h", "number");
		}
		if (data.priceChange7d !== undefined) {
			const data22 = data.priceChange7d;
			if (typeof data22 != "number") typeFail(errors, path + "/priceChange7d", "#/properties/priceChange7d", "number");
		}
		if (data.priceChange30d !== undefined) {
			const data23 = data.priceChange30d;
			if (typeof data23 != "number") typeFail(errors, path + "/priceChange30d", "#/properties/priceChange30d", "number");
		}
		if (data.priceChangeAllTime !== undefined) {
			const data24 = data.priceChangeAllTime;
			if (typeof data24 != "number") typeFail(errors, path + "/priceChangeAllTime", "#/properties/priceChangeAllTime", "number");
		}
		if (data.mintActive !== undefined) {
			const data25 = data.mintActive;
			if (typeof data25 != "boolean") typeFail(errors, path + "/mintActive", "#/properties/mintActive", "boolean");
		}
		if (data.idClubMarketplace !== undefined) {
			const data26 = data.idClubMarketplace;
			if (typeof data26 != "boolean") typeFail(errors, path + "/idClubMarketplace", "#/properties/idClubMarketplace", "boolean");
		}
		if (data.derived_data !== undefined) {
			const data27 = data.derived_data;
			if (isObject(data27)) {
				const path0 = path + "/derived_data";
				for (const key28 in data27) {
					const data29 = data27[key28];
					if (typeof data29 != "number") typeFail(errors, path0 + "/" + esc(key28), "#/properties/derived_data/additionalProperties", "number");
				}
			} else typeFail(errors, path + "/derived_data", "#/properties/derived_data", "object");
		}
	} else typeFail(errors, path, "#", "object");
	AlkaneToken.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
